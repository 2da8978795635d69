import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadFunctionsOnce } from '../../src/node/functions-once';

describe('loadFunctionsOnce', () => {
  it('leaves a stub that the functions middleware may require afresh, while the compiled function loads once', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'functions-once-'));
    const dir = path.join(directory, '.cache', 'functions');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, 'manifest.json'), JSON.stringify([{ relativeCompiledFilePath: 'search.js' }]));
    fs.writeFileSync(path.join(dir, '1.js'), 'exports.answer = 42;\n');
    fs.writeFileSync(path.join(dir, 'search.js'), "globalThis.__evaluations = (globalThis.__evaluations ?? 0) + 1;\nmodule.exports = { default: () => require('./1.js').answer };\n");
    const store = { getState: () => ({ program: { directory } }) };
    await loadFunctionsOnce({ store } as never);
    // A second run, as a later build's post-build step would meet a stub already, changes nothing.
    await loadFunctionsOnce({ store } as never);
    expect(fs.readdirSync(dir).sort()).toEqual(['1.js', 'manifest.json', 'search.impl.js', 'search.js']);

    // What Gatsby's middleware does before every request, in Node itself: Jest keeps modules its own way.
    const script = `
      const file = ${JSON.stringify(path.join(dir, 'search.js'))};
      const answers = [1, 2, 3].map(() => {
        delete require.cache[require.resolve(file)];
        return require(file).default();
      });
      console.log(JSON.stringify({ answers, evaluations: globalThis.__evaluations }));
    `;
    expect(JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }))).toEqual({ answers: [42, 42, 42], evaluations: 1 });
    fs.rmSync(directory, { recursive: true, force: true });
  });
});
