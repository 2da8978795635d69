import { Worker } from 'node:worker_threads';
import { createSearchWorkers, type SearchWorkers } from '../../src/search/search-workers';

/** A thread that answers as a search worker does: a load builds once per index version; `crash` ends the thread, `fail` answers an error. */
const FAKE_WORKER = `
  const { parentPort, threadId } = require('node:worker_threads');
  const loaded = new Map();
  parentPort.on('message', (request) => {
    if (request.kind === 'search' && request.keyword === 'crash') process.exit(3);
    if (request.kind === 'load' && request.file.includes('broken') && !globalThis.crashed) (globalThis.crashed = true), process.exit(4);
    const built = loaded.get(request.file) !== request.version;
    loaded.set(request.file, request.version);
    if (request.kind === 'load') return parentPort.postMessage({ id: request.id, built });
    if (request.keyword === 'fail') return parentPort.postMessage({ id: request.id, built, error: 'index unreadable' });
    parentPort.postMessage({ id: request.id, built, hits: [{ title: request.keyword, thread: threadId }] });
  });
`;
const spawn = () => new Worker(FAKE_WORKER, { eval: true });
const index = { publicDir: '/site/public', file: 'search_index.en.abc.json', version: '1' };

describe('search workers', () => {
  let workers: SearchWorkers;
  beforeEach(() => {
    workers = createSearchWorkers(spawn, 2);
  });
  afterEach(() => workers.close());

  it('answers the first search of an index once every thread has loaded it, and loads it once per version', async () => {
    expect(await workers.search(index, 'port', 7)).toEqual([expect.objectContaining({ title: 'port' })]);
    expect(workers.builds).toBe(2);
    await Promise.all(['proxy', 'port', 'host'].map((keyword) => workers.search(index, keyword, 7)));
    expect(workers.builds).toBe(2);
    await workers.search({ ...index, version: '2' }, 'proxy', 7);
    expect(workers.builds).toBe(4);
  });

  it('shares searches asked at once between the threads', async () => {
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((keyword) => workers.search(index, keyword, 7)));
    const threads = new Set(answers.map((hits) => (hits[0] as unknown as { thread: number }).thread));
    expect(threads.size).toBe(2);
  });

  it('fails with the worker’s error', async () => {
    await expect(workers.search(index, 'fail', 7)).rejects.toThrow('index unreadable');
  });

  it('fails the searches of a thread that stops, and replaces it', async () => {
    await workers.search(index, 'warm', 7);
    await expect(workers.search(index, 'crash', 7)).rejects.toThrow('A search worker stopped with exit code 3');
    expect(workers.builds).toBe(2);
    const answers = await Promise.all(['a', 'b', 'c', 'd'].map((keyword) => workers.search(index, keyword, 7)));
    expect(answers.map((hits) => hits[0]?.title)).toEqual(['a', 'b', 'c', 'd']);
    // The new thread loads the index before it searches.
    expect(workers.builds).toBe(3);
  });

  it('answers a search whose threads stopped while loading the index, from their replacements', async () => {
    const hits = await workers.search({ ...index, file: 'search_index.en.broken.json' }, 'port', 7);
    expect(hits).toEqual([expect.objectContaining({ title: 'port' })]);
  });
});
