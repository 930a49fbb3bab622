import type { Kysely } from 'kysely';
import { buildApp } from '../src/app';
import type { WriteLimit } from '../src/plugins/write-limits';
import type { Store } from '../src/store/core/database';
import type { WrittenTables } from '../src/store/core/written-tables';
import { projectRoot } from '../test/helper';

/**
 * The server as the benchmarks measure it: the real app over the store given, live data from
 * the samples, listening on a free port, with a bare route that answers a constant, the floor
 * of what the machine allows at the benchmark's load. `written`: the written tables, when apart.
 */
export async function listenForBench(
  store: Store,
  writes: { limit?: WriteLimit } = {},
  written: Kysely<WrittenTables> = store,
) {
  const app = await buildApp({
    store,
    written,
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
