// Prints, as JSON, what the pinned @rsbuild/core makes of an empty config
// in a project holding only src/index.js: the normalized Rsbuild config,
// with the project folder written as `<root>`, and the Rspack config of the
// web target. It runs in its own process because Rsbuild loads parts of
// itself with dynamic import(), which Jest's module sandbox does not support.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const MARK = '__TOOL_STATE__';

/** Option functions become what they return for the web target, so they can be compared. */
function optionReplacer(_key, value) {
  return typeof value === 'function' ? { returns: value({ target: 'web' }) } : value;
}

/** Rspack's own functions and patterns are only named. */
function rspackReplacer(_key, value) {
  if (typeof value === 'function') return '[function]';
  if (value instanceof RegExp) return value.toString();
  return value;
}

async function main() {
  const mode = process.argv[2];
  process.env.NODE_ENV = mode;
  const { createRsbuild } = require('@rsbuild/core');
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-defaults-'));
  try {
    fs.mkdirSync(path.join(cwd, 'src'));
    fs.writeFileSync(path.join(cwd, 'src/index.js'), 'export {};\n');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: {} });
    const [rspack] = await rsbuild.initConfigs();
    const plugins = rspack.plugins.map((plugin) => ({ name: plugin?.name ?? plugin?.constructor?.name, options: plugin?.options }));
    // The project folder is a new temporary one each run: paths under it read as `<root>/…`.
    const normalized = JSON.stringify(rsbuild.getNormalizedConfig(), optionReplacer).split(cwd).join('<root>');
    const generated = JSON.stringify({ ...rspack, plugins }, rspackReplacer);
    process.stdout.write(`${MARK}{"normalized":${normalized},"rspack":${generated}}\n`);
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
