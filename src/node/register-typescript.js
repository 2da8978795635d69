// Lets Node require the site's build code (the Gatsby configuration, the
// gatsby-node APIs and everything under src/node) straight from its
// TypeScript source. Each module is compiled on its first require by SWC,
// about a millisecond a file, with its source map inline so that a stack
// trace names the .ts file and line. Plain CommonJS: it is what runs before
// any TypeScript can.
const fs = require('node:fs');
const Module = require('node:module');
const { transformSync } = require('@swc/core');

function compileTypeScript(module, filename) {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    sourceMaps: 'inline',
    // Native import() stays, for the packages that ship only ES modules.
    module: { type: 'commonjs', ignoreDynamic: true },
    jsc: {
      parser: { syntax: 'typescript', tsx: filename.endsWith('.tsx') },
      target: 'es2022',
      transform: { react: { runtime: 'automatic' } },
    },
  });
  module._compile(code, filename);
}

if (!Module._extensions['.ts']) {
  Module._extensions['.ts'] = compileTypeScript;
  Module._extensions['.tsx'] = compileTypeScript;
  process.setSourceMapsEnabled(true);
}
