/**
 * npm run bench:api — the content API under load, in one process with a bare route for
 * scale: autocannon, 50 connections, against a list, a detail, a keyword search and a nearby
 * search, then again with the content multiplied ten times. Prints req/s, p99 latency and
 * each call's share of the bare route's req/s. Budget: ≥ 50 % of bare, p99 ≤ 20 ms, and
 * latency with ten times the content ≤ 1.5 × latency with the real content. Then the nearby
 * facility search over 2,000 and 20,000 facilities (facility-nearby.ts). Last, the write path
 * (writes.ts): repair reports a second and p99, and reads while reports arrive.
 */
import autocannon from 'autocannon';
import { listenForBench } from './bench-server';
import { sql } from 'kysely';
import type { Store } from '../src/store/core/database';
import { loadSimplifiedToTaiwan } from '../src/store/content/search';
import { benchFacilityNearby } from './facility-nearby';
import { benchWrites } from './writes';
import { seededStore } from '../test/helper';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

type Request = {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
};
const json = { 'content-type': 'application/json' };

function scenarios(ids: number[]): Record<string, Request[]> {
  return {
    bare: [{ method: 'GET', path: '/bench/constant' }],
    list: [1, 2, 3, 4, 5].map((page) => ({
      method: 'GET',
      path: `/en/opendata/attractions?page=${page}`,
    })),
    detail: ids.map((id) => ({
      method: 'POST',
      path: '/en/opendata/attractions/detail',
      body: JSON.stringify({ id }),
      headers: json,
    })),
    search: ['溫泉', '三仙台', '步道', '海岸', '部落'].map((q) => ({
      method: 'GET',
      path: `/zh-tw/opendata/attractions?q=${encodeURIComponent(q)}`,
    })),
    nearby: [
      [23.1236, 121.4113],
      [22.7613, 121.1438],
      [23.9871, 121.6015],
      [22.6614, 121.4908],
    ].map(([lat, lng]) => ({
      method: 'GET',
      path: `/ja/opendata/attractions?lat=${lat}&lng=${lng}&radius=10`,
    })),
  };
}

/** Ten copies of every place, under new ids, with their texts, categories and search rows. */
async function multiplyContent(store: Store, times: number): Promise<void> {
  for (let copy = 1; copy < times; copy += 1) {
    const offset = copy * 100_000;
    await sql`insert into place select id + ${offset}, kind, lat + ${copy * 0.001}, lng, zipcode, township_code,
      region_id, address, tel, opentime, ticket, parking, website, images, tags, service_status, sources, updated_at
      from place where id < 100000`.execute(store);
    await sql`insert into place_text select place_id + ${offset}, lang, name, summary, content, translation, closure_notices
      from place_text where place_id < 100000`.execute(store);
    await sql`insert into place_category select place_id + ${offset}, category from place_category where place_id < 100000`.execute(
      store,
    );
    await sql`insert into search_text select name, summary, body, extra, entity, entity_id + ${offset}, lang
      from search_text where entity = 'place' and entity_id < 100000`.execute(store);
  }
}

async function measure(label: string, store: Store) {
  const { app, address } = await listenForBench(store);
  const ids = (
    await store
      .selectFrom('place')
      .select('id')
      .where('kind', '=', 'attraction')
      .limit(20)
      .execute()
  ).map((row) => row.id);
  const results: Record<string, Figures> = {};
  for (const [name, requests] of Object.entries(scenarios(ids))) {
    const result = await autocannon({
      url: address,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests,
    });
    if (result.non2xx > 0 || result.errors > 0)
      throw new Error(`${label} ${name}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    results[name] = {
      rps: result.requests.average,
      p99: result.latency.p99,
      mean: result.latency.average,
    };
  }
  await app.close();
  return results;
}

interface Figures {
  rps: number;
  p99: number;
  mean: number;
}

function report(label: string, results: Record<string, Figures>) {
  const bare = results.bare!.rps;
  console.log(`\n${label}`);
  console.log('call      req/s    p99 ms   share of bare');
  for (const [name, { rps, p99 }] of Object.entries(results)) {
    console.log(
      `${name.padEnd(8)} ${rps.toFixed(0).padStart(7)} ${p99.toFixed(1).padStart(8)} ${`${((rps / bare) * 100).toFixed(0)} %`.padStart(14)}`,
    );
  }
}

// As main.ts does before it listens, so no measured search waits for the dictionary.
loadSimplifiedToTaiwan();
const real = await seededStore();
const realResults = await measure('real content', real);
report(`Real content (${CONNECTIONS} connections, ${SECONDS} s a call)`, realResults);

const tenfold = await seededStore();
await multiplyContent(tenfold, 10);
const tenfoldResults = await measure('ten times the content', tenfold);
report('Ten times the content', tenfoldResults);

// autocannon gives p99 in whole milliseconds, too coarse for a ratio at these speeds: the
// growth is the ratio of mean latencies.
console.log('\nLatency growth with ten times the content (mean latency, budget ≤ 1.5 ×)');
for (const name of ['list', 'detail', 'search', 'nearby']) {
  const growth = tenfoldResults[name]!.mean / realResults[name]!.mean;
  console.log(`${name.padEnd(8)} ${growth.toFixed(2)} ×`);
}
await real.destroy();
await tenfold.destroy();

await benchFacilityNearby();

await benchWrites();
