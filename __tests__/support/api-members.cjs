// Prints, as JSON, the runtime exports of the pinned @rsbuild/core, the
// members of the instance createRsbuild returns and the members of the API
// a plugin's setup receives. Runs in its own process because Rsbuild loads
// parts of itself with dynamic import(), which Jest's module sandbox does
// not support.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const MARK = '__API_MEMBERS__';

async function main() {
  const core = require('@rsbuild/core');
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-api-'));
  try {
    let pluginApi = [];
    const rsbuild = await core.createRsbuild({
      cwd,
      rsbuildConfig: { plugins: [{ name: 'api-reader', setup: (api) => (pluginApi = Object.keys(api)) }] },
    });
    // Plugins are set up when the configs are first made.
    await rsbuild.initConfigs().catch(() => undefined);
    const members = { exports: Object.keys(core), instance: Object.keys(rsbuild), pluginApi };
    process.stdout.write(`${MARK}${JSON.stringify(members)}\n`);
  } finally {
    fs.rmSync(cwd, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
