import { buildApp } from '../src/app';
import type { WriteLimit } from '../src/plugins/write-limits';
import type { Store } from '../src/store/core/database';
import { projectRoot } from '../test/helper';

/**
 * The server as the benchmarks measure it: the real app over the store given, live data from
 * the samples, listening on a free port, with a bare route that answers a constant, the floor
 * of what the machine allows at the benchmark's load.
 */
export async function listenForBench(store: Store, writes: { limit?: WriteLimit } = {}) {
  const app = await buildApp({
    store,
    webRoot: `${projectRoot}/web/dist`,
    live: {
      samplesDir: `${projectRoot}/data/samples`,
      upstreams: { cwa: {}, tdx: {}, moenv: {} },
    },
    writes,
  });
  app.get('/bench/constant', async () => ({ success: true, data: 'ok' }));
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, address };
}
