// Builds, with the pinned @rsbuild/core and no plugin or config, a project
// whose entry imports the files named on the command line (each given as
// `name=contents-in-base64`). Prints, as JSON, whether the production build
// succeeded and the JavaScript it emitted. Runs in its own process because
// Rsbuild loads parts of itself with dynamic import(), which Jest's module
// sandbox does not support.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const MARK = '__BUILD_RESULT__';

async function main() {
  process.env.NODE_ENV = 'production';
  const files = process.argv.slice(2).map((arg) => {
    const at = arg.indexOf('=');
    return { name: arg.slice(0, at), contents: Buffer.from(arg.slice(at + 1), 'base64') };
  });
  const { createRsbuild, logger } = require('@rsbuild/core');
  logger.level = 'error';
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-files-'));
  try {
    fs.mkdirSync(path.join(cwd, 'src'));
    for (const file of files) fs.writeFileSync(path.join(cwd, 'src', file.name), file.contents);
    const imports = files.map((file, i) => `import * as m${i} from './${file.name}';`).join('\n');
    const uses = files.map((_file, i) => `m${i}`).join(', ');
    fs.writeFileSync(path.join(cwd, 'src/index.js'), `${imports}\nconsole.log(${uses || "''"});\n`);
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { performance: { printFileSize: false }, output: { minify: false } } });
    let ok = true;
    let error = '';
    try {
      await rsbuild.build();
    } catch (caught) {
      ok = false;
      error = String(caught && caught.message ? caught.message : caught);
    }
    const jsDir = path.join(cwd, 'dist/static/js');
    const js = fs.existsSync(jsDir) ? fs.readdirSync(jsDir).filter((name) => name.endsWith('.js')).map((name) => fs.readFileSync(path.join(jsDir, name), 'utf8')).join('\n') : '';
    process.stdout.write(`${MARK}${JSON.stringify({ ok, error, js })}\n`);
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
