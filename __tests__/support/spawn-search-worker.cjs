// Jest runs the endpoint from its TypeScript source, where no bundler has
// compiled the worker: the thread loads `search-worker.ts` through the
// same compiler as the build code.
const path = require('node:path');
const { Worker } = require('node:worker_threads');

const ROOT = path.resolve(__dirname, '../..');
const SOURCE = `
  require(${JSON.stringify(path.join(ROOT, 'src/node/register-typescript.js'))});
  require(${JSON.stringify(path.join(ROOT, 'src/search/search-worker.ts'))});
`;

exports.spawnSearchWorker = () => new Worker(SOURCE, { eval: true });
