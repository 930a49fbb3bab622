import { listenForBench } from './bench-server';
import { load } from './against-bare';
import { seededStore } from '../test/helper';
const store = await seededStore();
const { app, address } = await listenForBench(store);
const calls = [1, 2, 3, 4, 5].map((page) => ({
  method: 'GET' as const,
  path: `/en/opendata/attractions?page=${page}`,
}));
await load(address, calls, 50, 1);
console.log(await load(address, calls, 50, 4));
await app.close();
await store.destroy();
