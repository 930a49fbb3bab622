import { placeRepository } from '../src/store/place-repository';
import { searchIds } from '../src/store/search';
import { testApp } from './helper';
const { app, store } = await testApp();
const places = placeRepository(store);
const time = async (label: string, fn: () => Promise<unknown>, n = 200) => {
  await fn();
  const t = performance.now();
  for (let i = 0; i < n; i++) await fn();
  console.log(label, ((performance.now() - t) / n).toFixed(3), 'ms');
};
await time('repo list', () => places.list(['attraction'], 'en', { page: 1, pageSize: 20 }));
await time('repo search', () => searchIds(store, 'place', 'zh-tw', '溫泉'));
await time('repo search3', () => searchIds(store, 'place', 'zh-tw', '三仙台'));
await time('repo find', () => places.find(['attraction'], 5, 'en'));
await time('inject list', () =>
  app.inject({ method: 'GET', url: '/en/opendata/attractions?page=1' }),
);
await time('inject detail', () =>
  app.inject({ method: 'POST', url: '/en/opendata/attractions/detail', payload: { id: 5 } }),
);
const ids = await store
  .selectFrom('place')
  .select(['id', 'lat', 'lng'])
  .where('kind', 'in', ['attraction'])
  .execute();
await time('ids only', () =>
  store
    .selectFrom('place')
    .select(['id', 'lat', 'lng'])
    .where('kind', 'in', ['attraction'])
    .execute(),
);
console.log(ids.length);
await app.close();
