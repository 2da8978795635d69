// CSS module classes resolve to their own names, so tests can query them.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? true : String(key)) });
