// The remote search endpoint (`/api/search` of `gatsby serve`) under load:
// twenty clients on keep-alive connections, each sending its next request
// as soon as the last one is answered, for ten seconds. Once asking one
// query again and again, as a load tool run against one URL does, then
// twice asking the prefixes of the relevance set in turn, each a different
// query.
// The first question to an index loads its engine (a few hundred
// milliseconds, once per server): each index is asked once before the
// clock starts, so the loads measure a running server.
import fs from 'node:fs';
import http from 'node:http';
import { loadAverage } from './author-bench.mjs';

const CLIENTS = 20;
const SECONDS = 10;

async function load(port, paths) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });
  const latencies = [];
  let next = 0;
  let failures = 0;
  const ask = (requestPath) =>
    new Promise((resolve) => {
      const started = performance.now();
      http
        .get({ agent, port, path: requestPath }, (res) => {
          res.resume();
          res.on('end', () => {
            if (res.statusCode !== 200) failures += 1;
            latencies.push(performance.now() - started);
            resolve();
          });
        })
        .on('error', () => {
          failures += 1;
          resolve();
        });
    });
  const started = performance.now();
  const end = Date.now() + SECONDS * 1000;
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (Date.now() < end) await ask(paths[next++ % paths.length]);
  }));
  const seconds = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (share) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? NaN;
  return { requestsPerSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failures };
}

/** The resident memory of the processes of a process group (the server and the npx that started it), in MB; Linux only, else NaN. */
function groupRssMb(group) {
  let kb = 0;
  try {
    for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        // The fifth field, after the command in parentheses, is the process group.
        if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[2]) !== group) continue;
        kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
      } catch {
        // The process ended while it was read.
      }
    }
  } catch {
    return NaN;
  }
  return kb / 1024;
}

const searchPath = (lang, query) => `/api/search?keyword=${encodeURIComponent(query)}&lang=${lang}&searchIndexes=search_index.${lang}`;

/**
 * Rows for console.table, and the loads that miss `minimumRps` or
 * `maximumP99Ms`. `serverGroup`, the process group of the server, has each
 * row show the server's memory after its load; the different queries are
 * asked twice, so that the memory after each shows whether it grows.
 */
export async function measureRemoteSearch(port, relevanceSet, { minimumRps, maximumP99Ms, serverGroup }) {
  const prefixes = relevanceSet.flatMap(({ lang, query }) =>
    Array.from({ length: Math.max(0, query.length - 2) }, (_, i) => searchPath(lang, query.slice(0, i + 3))),
  );
  const loads = [
    ['one query, asked again and again', [searchPath('en', 'port')]],
    [`different queries (${prefixes.length} prefixes of the relevance set)`, prefixes],
    ['different queries, again', prefixes],
  ];
  for (const lang of new Set(relevanceSet.map((entry) => entry.lang))) await fetch(`http://localhost:${port}${searchPath(lang, 'rsbuild')}`);
  const rssBefore = groupRssMb(serverGroup);
  const rows = [];
  const misses = [];
  for (const [name, paths] of loads) {
    const startLoad = loadAverage();
    const result = await load(port, paths);
    rows.push({
      load: name,
      requestsPerSecond: result.requestsPerSecond.toFixed(0),
      p50: `${result.p50.toFixed(0)} ms`,
      p99: `${result.p99.toFixed(0)} ms`,
      failures: result.failures,
      loadAverage: `${startLoad} → ${loadAverage()}`,
      serverMemory: `${rssBefore.toFixed(0)} → ${groupRssMb(serverGroup).toFixed(0)} MB`,
    });
    if (result.failures > 0 || result.requestsPerSecond < minimumRps || result.p99 > maximumP99Ms) {
      misses.push(`remote search, ${name}: ${result.requestsPerSecond.toFixed(0)} requests/s, p99 ${result.p99.toFixed(0)} ms, ${result.failures} failed`);
    }
  }
  return { rows, misses };
}
