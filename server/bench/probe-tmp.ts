import { testApp } from '../test/helper';
const { app } = await testApp();
app.get('/bench/constant', async () => ({ success: true, data: 'ok' }));
const url = '/en/opendata/attractions?page=1';
const h = { 'accept-encoding': 'gzip, deflate, br, zstd' };
for (const u of [url, '/bench/constant', url, '/bench/constant']) {
  for (let i = 0; i < 3; i++) await app.inject({ url: u, headers: h });
  const t = performance.now();
  for (let i = 0; i < 5000; i++) await app.inject({ url: u, headers: h });
  console.log(u, 'per inject µs', (((performance.now() - t) / 5000) * 1000).toFixed(0));
}
await app.close();
