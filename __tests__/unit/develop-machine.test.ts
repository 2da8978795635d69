/**
 * Gatsby's development state machine, as patched: node mutations that
 * arrive while it waits are batched for half a second by a child machine,
 * and a page's data asked for in that time must not stop the child and
 * lose its batch (a save would then never reach the page).
 */
import { interpret } from 'xstate';

const { developMachine } = require('gatsby/dist/state-machines/develop');
const { waitingMachine } = require('gatsby/dist/state-machines/waiting');

/** The machine run through its start, with every service and side effect stubbed, until it waits for changes. */
async function startWaiting() {
  const committed: unknown[][] = [];
  let queryRuns = 0;
  const done = async () => ({});
  const machine = developMachine
    .withConfig({
      actions: {
        assignStoreAndWorkerPool: () => {},
        spawnMutationListener: () => {},
        finishParentSpan: () => {},
        setQueryRunningFinished: () => {},
        assignServers: () => {},
        spawnWebpackListener: () => {},
        saveDbState: () => {},
      },
      services: {
        initialize: done,
        initializeData: done,
        postBootstrap: done,
        startWebpackServer: done,
        // The first run, at start, finishes; a later one never does, and the test looks at the state it runs in.
        runQueries: () => (queryRuns++ === 0 ? done() : new Promise(() => {})),
        recreatePages: () => new Promise(() => {}),
        waitForMutations: waitingMachine.withConfig({
          services: {
            runMutationBatch: async ({ runningBatch }: { runningBatch: unknown[] }) => {
              committed.push(runningBatch);
            },
          },
        }),
      },
    })
    .withContext({ pendingQueryRuns: new Set<string>(), store: { getState: () => ({ config: {} }) } });
  const service = interpret<Record<string, unknown>, never, { type: string; payload?: unknown }>(machine).start();
  await until(service, 'waiting');
  return { service, committed };
}

async function until(service: { state: { matches: (state: string) => boolean; value: unknown } }, state: string) {
  for (const started = Date.now(); !service.state.matches(state); ) {
    if (Date.now() - started > 5000) throw new Error(`still in ${JSON.stringify(service.state.value)}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('gatsby develop, waiting for changes', () => {
  it('commits a batch of node mutations before it runs the queries of a page asked for meanwhile', async () => {
    const { service, committed } = await startWaiting();
    const mutation = { type: 'createNode', payload: [{ id: 'file-1' }] };
    service.send({ type: 'ADD_NODE_MUTATION', payload: mutation });
    service.send({ type: 'QUERY_RUN_REQUESTED', payload: { pagePath: '/config/server/port/' } });
    expect(service.state.matches('waiting')).toBe(true);
    await until(service, 'recreatingPages');
    expect(committed).toEqual([[mutation]]);
    service.stop();
  });

  it('runs the queries of a page asked for at once when no mutation waits', async () => {
    const { service } = await startWaiting();
    service.send({ type: 'QUERY_RUN_REQUESTED', payload: { pagePath: '/config/server/port/' } });
    expect(service.state.matches('runningQueries')).toBe(true);
    service.stop();
  });
});
