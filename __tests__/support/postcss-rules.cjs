// Prints, as JSON, which stylesheet files pass through postcss-loader in the
// web build of the pinned @rsbuild/core with the official Less and Sass
// plugins registered: for each sample file name, whether a rule that matches
// it has a postcss-loader. Runs in its own process because Rsbuild loads
// parts of itself with dynamic import(), which Jest's module sandbox does not
// support.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const MARK = '__POSTCSS_RULES__';

/** The stylesheet extensions the official 0.7 packages compile. */
const EXTENSIONS = ['.css', '.less', '.scss', '.sass'];

function rulesMatching(rules, file) {
  return (rules ?? []).flatMap((rule) => {
    if (!rule || typeof rule !== 'object') return [];
    const nested = [...rulesMatching(rule.oneOf, file), ...rulesMatching(rule.rules, file)];
    const matches = rule.test instanceof RegExp ? rule.test.test(file) : false;
    return matches ? [rule, ...nested] : nested;
  });
}

const usesPostcss = (rule) => (rule.use ?? []).some((use) => /postcss-loader/.test(typeof use === 'string' ? use : String(use.loader)));

async function main() {
  process.env.NODE_ENV = 'production';
  const { createRsbuild } = require('@rsbuild/core');
  const { pluginLess } = require('@rsbuild/plugin-less');
  const { pluginSass } = require('@rsbuild/plugin-sass');
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-postcss-'));
  try {
    fs.mkdirSync(path.join(cwd, 'src'));
    fs.writeFileSync(path.join(cwd, 'src/index.js'), 'export {};\n');
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { plugins: [pluginLess(), pluginSass()] } });
    const [rspack] = await rsbuild.initConfigs();
    const result = Object.fromEntries(
      EXTENSIONS.map((extension) => [extension, rulesMatching(rspack.module.rules, `/project/src/style${extension}`).some(usesPostcss)]),
    );
    process.stdout.write(`${MARK}${JSON.stringify(result)}\n`);
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
