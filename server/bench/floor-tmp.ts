import { createServer } from 'node:http';
import Fastify from 'fastify';
import { load } from './against-bare';
import { listenForBench } from './bench-server';
import { seededStore } from '../test/helper';
const body = Buffer.alloc(2485, 'x');
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-encoding': 'br',
  vary: 'accept-encoding',
  etag: 'W/"abcdefabcdefabcdefabcdefabc"',
  'cache-control': 'public, max-age=300, stale-while-revalidate=86400',
  'x-content-type-options': 'nosniff',
  'cross-origin-resource-policy': 'same-origin',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
};
const bare = createServer((q, s) => {
  q.on('data', () => {});
  q.on('end', () => {
    s.writeHead(200, headers);
    s.end(body);
  });
});
await new Promise<void>((r) => bare.listen(0, '127.0.0.1', r));
const f = Fastify();
f.get('/en/opendata/attractions', async (_q, reply) => reply.headers(headers).send(body));
const fa = await f.listen({ port: 0, host: '127.0.0.1' });
const store = await seededStore();
const { app, address } = await listenForBench(store);
const calls = [1, 2, 3, 4, 5].map((page) => ({
  method: 'GET' as const,
  path: `/en/opendata/attractions?page=${page}`,
}));
await load(address, calls, 50, 1);
for (let i = 0; i < 2; i++) {
  const b = await load(
    `http://127.0.0.1:${(bare.address() as { port: number }).port}`,
    calls,
    50,
    3,
  );
  const fr = await load(fa, calls, 50, 3);
  const ours = await load(address, calls, 50, 3);
  console.log(
    `bare ${b.rps.toFixed(0)} fastify ${fr.rps.toFixed(0)} (${(fr.rps / b.rps).toFixed(2)}) ours ${ours.rps.toFixed(0)} (${(ours.rps / b.rps).toFixed(2)})`,
  );
}
bare.close();
await f.close();
await app.close();
await store.destroy();
