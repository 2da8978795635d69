// Runs one flow of the pinned @rsbuild/core (`build`, `dev` or `preview`)
// on a tiny project with a plugin that records every hook the first time it
// fires, and prints the order when the process exits, after `onExit`. Each
// flow runs in its own process because `onExit` fires on process exit, and
// because Rsbuild loads parts of itself with dynamic import(), which Jest's
// module sandbox does not support.
const fs = require('node:fs');
const net = require('node:net');
const os = require('node:os');
const path = require('node:path');

const MARK = '__HOOK_ORDER__';

/** A port nothing listens on right now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function recorder(fired, onCompiled, report) {
  return {
    name: 'hook-recorder',
    setup(api) {
      // Rsbuild calls onExit from its own exit listener, added before plugins are set up; this one runs after it.
      process.on('exit', report);
      const hooks = Object.keys(api).filter((key) => /^(on|modify)[A-Z]/.test(key) && !/Webpack/.test(key));
      for (const hook of hooks) {
        api[hook]((...args) => {
          if (!fired.includes(hook)) fired.push(hook);
          if (hook === 'onDevCompileDone') onCompiled();
          // modify hooks keep their value when the handler returns nothing, except modifyHTMLTags, which must return the tags.
          return hook === 'modifyHTMLTags' ? args[0] : undefined;
        });
      }
    },
  };
}

async function main() {
  const flow = process.argv[2];
  process.env.NODE_ENV = flow === 'dev' ? 'development' : 'production';
  const { createRsbuild, logger } = require('@rsbuild/core');
  logger.level = 'error';
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), 'rsbuild-hooks-'));
  fs.mkdirSync(path.join(cwd, 'src'));
  fs.writeFileSync(path.join(cwd, 'src/index.js'), 'document.body.textContent = "hooks";\n');
  const fired = [];
  const report = () => {
    fs.rmSync(cwd, { recursive: true, force: true });
    process.stdout.write(`${MARK}${JSON.stringify(fired)}\n`);
  };

  const port = await freePort();
  const rsbuildConfig = { server: { port, strictPort: true, printUrls: false }, performance: { printFileSize: false } };
  let compiled;
  const firstCompile = new Promise((resolve) => {
    compiled = resolve;
  });
  if (flow === 'build') {
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...rsbuildConfig, plugins: [recorder(fired, compiled, report)] } });
    await rsbuild.build();
  } else if (flow === 'dev') {
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...rsbuildConfig, plugins: [recorder(fired, compiled, report)] } });
    const { server } = await rsbuild.startDevServer();
    await firstCompile;
    await server.close();
  } else if (flow === 'preview') {
    await (await createRsbuild({ cwd, rsbuildConfig })).build();
    const rsbuild = await createRsbuild({ cwd, rsbuildConfig: { ...rsbuildConfig, plugins: [recorder(fired, compiled, report)] } });
    const { server } = await rsbuild.preview();
    await server.close();
  } else {
    throw new Error(`unknown flow "${flow}": use build, dev or preview`);
  }
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
