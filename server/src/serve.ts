// The server proper, loaded by main.ts once it has checked the Node that runs it.
import { buildApp } from './app';
import { readConfig } from './config';
import { seedIfChanged } from './seed/seed';
import { migrateToLatest, openStore } from './store/core/database';
import { loadSimplifiedToTaiwan } from './store/content/search';
import { openWrittenStore } from './store/core/written-store';

const config = readConfig();
const store = openStore(config.databasePath);
await migrateToLatest(store);
// What is written lives in PostgreSQL when DATABASE_URL is set (docs/operations.md).
const written = await openWrittenStore(config.writtenDatabase, store);
await seedIfChanged(store, config.dataDir, written);
// Built before listening, so no visitor's search waits for the dictionary.
loadSimplifiedToTaiwan();

const app = await buildApp({
  store,
  written,
  webRoot: config.webRoot,
  homeAhead: true,
  logger: { level: 'warn' },
  map: { settings: config.map, dataDir: config.dataDir },
  live: { samplesDir: config.samplesDir, upstreams: config.upstreams },
  writes: { limit: config.writeLimit, leaseMs: config.writeLeaseMs },
  trustProxy: config.trustProxy,
  signIn: { clientLimit: config.signInLimit },
  members: {
    relyingParty: config.relyingParty,
    ...(config.memberLimit ? { limit: config.memberLimit } : {}),
  },
});
// The first visitors get the homes rendered ahead, not the plain page: rendered before listening.
await app.ready();
await app.homesRenderedAhead?.();
await app.listen({ host: config.host, port: config.port });
console.log(`East Coast Guide is serving at http://${config.host}:${config.port}/pwa/`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void app
      .close()
      .then(() => (written === store ? undefined : written.destroy()))
      .then(() => store.destroy())
      .then(() => process.exit(0));
  });
}
