// Lets Node require the site's build code (the Gatsby configuration, the
// gatsby-node APIs and everything under src/node) straight from its
// TypeScript source. Each module is compiled on its first require by SWC,
// about a millisecond a file, with its source map inline so that a stack
// trace names the .ts file and line. Plain CommonJS: it is what runs before
// any TypeScript can.
const crypto = require('node:crypto');
const fs = require('node:fs');
const Module = require('node:module');
const path = require('node:path');

// Compiled modules are kept in .cache/ by their source, their path, SWC's
// package and this file, which holds the options: the Gatsby CLI, the
// development server and each worker compile the same hundred modules at
// every start (0.2 s of the server's, 0.1 s of loading SWC's binary), and
// `gatsby clean` empties the cache with the rest of .cache/.
const CACHE_DIR = path.join(__dirname, '..', '..', '.cache', 'register-typescript');
let salt;

function transform(source, filename) {
  const { transformSync } = require('@swc/core');
  return transformSync(source, {
    filename,
    sourceMaps: 'inline',
    // Native import() stays, for the packages that ship only ES modules.
    module: { type: 'commonjs', ignoreDynamic: true },
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
  }).code;
}

function compiled(source, filename) {
  salt ??= `${fs.readFileSync(require.resolve('@swc/core/package.json'), 'utf8')}\0${fs.readFileSync(__filename, 'utf8')}`;
  const key = crypto.createHash('sha256').update(salt).update('\0').update(filename).update('\0').update(source).digest('hex');
  const cached = path.join(CACHE_DIR, `${key}.js`);
  try {
    return fs.readFileSync(cached, 'utf8');
  } catch {
    // not compiled yet
  }
  const code = transform(source, filename);
  try {
    // Written under a name of this process's own, then renamed: processes
    // that start together never read a half-written module.
    fs.mkdirSync(CACHE_DIR, { recursive: true });
    const partial = `${cached}.${process.pid}.part`;
    fs.writeFileSync(partial, code);
    fs.renameSync(partial, cached);
  } catch {
    // A cache that cannot be written costs only the next compilation.
  }
  return code;
}

function compileTypeScript(module, filename) {
  module._compile(compiled(fs.readFileSync(filename, 'utf8'), filename), filename);
}

if (!Module._extensions['.ts']) {
  Module._extensions['.ts'] = compileTypeScript;
  Module._extensions['.tsx'] = compileTypeScript;
  process.setSourceMapsEnabled(true);
}
