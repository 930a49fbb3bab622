/**
 * npm run bench:api — the content API under load, as a browser asks (Accept-Encoding: gzip,
 * deflate, br, zstd), at 50 connections: a list, a detail, a keyword search and a nearby search,
 * each next to a bare node:http server in another process sending the same bytes
 * (against-bare.ts). Prints req/s and p99 of both and each call's share of the bare server.
 * Budget: ≥ 0.6 × the bare server, p99 ≤ 20 ms. Then the same calls with the content multiplied
 * ten times: latency ≤ 1.5 × latency with the real content. Then the nearby facility search over
 * 2,000 and 20,000 facilities (facility-nearby.ts). Last, the write path (writes.ts): repair
 * reports a second and p99, and reads while reports arrive, with what is written in the SQLite
 * file and then in PostgreSQL (BENCH_WRITES_ON, BENCH_POOL).
 *
 * BENCH_PARTS (comma-separated: reads, tenfold, facilities, writes; all unless said) runs some;
 * BENCH_SECONDS (5 unless said) is each run's length.
 */
import { readFileSync } from 'node:fs';
import { listenForBench } from './bench-server';
import { sql } from 'kysely';
import type { Store } from '../src/store/core/database';
import { loadSimplifiedToTaiwan } from '../src/store/content/search';
import {
  compareWithBare,
  load,
  startAppProcess,
  type Call,
  type Comparison,
  type Figures,
} from './against-bare';
import { benchFacilityNearby } from './facility-nearby';
import { benchWrites } from './writes';
import { seededStore } from '../test/helper';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Ours, then the bare server, this many times a call: the load of a shared machine drifts. */
const TURNS = 2;

const PARTS = new Set(
  (process.env.BENCH_PARTS ?? 'reads,tenfold,facilities,writes').split(',').map((p) => p.trim()),
);
const json = { 'content-type': 'application/json' };

function scenarios(ids: number[]): Record<string, Call[]> {
  return {
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

async function attractionIds(store: Store): Promise<number[]> {
  const rows = await store
    .selectFrom('place')
    .select('id')
    .where('kind', '=', 'attraction')
    .limit(20)
    .execute();
  return rows.map((row) => row.id);
}

const SHARE_BUDGET = 0.6;
const P99_BUDGET_MS = 20;

function reportComparison(results: Record<string, Comparison>) {
  console.log(
    `\nReads as a browser asks (${CONNECTIONS} connections, ${TURNS} turns of ${SECONDS} s a call), against a bare server sending the same bytes`,
  );
  console.log(
    'call     encoding   bytes   req/s  bare req/s  share   p99 ms  bare p99   CPU µs/req  bare  CPU share',
  );
  for (const [name, { ours, bare, bytes, encoding }] of Object.entries(results)) {
    const share = ours.rps / bare.rps;
    const within = share >= SHARE_BUDGET && ours.p99 <= P99_BUDGET_MS ? '' : '  over budget';
    console.log(
      [
        name.padEnd(8),
        encoding.padStart(8),
        String(bytes).padStart(7),
        ours.rps.toFixed(0).padStart(7),
        bare.rps.toFixed(0).padStart(11),
        `${share.toFixed(2)} ×`.padStart(6),
        ours.p99.toFixed(1).padStart(8),
        bare.p99.toFixed(1).padStart(9),
        ours.cpuPerRequest.toFixed(0).padStart(12),
        bare.cpuPerRequest.toFixed(0).padStart(5),
        `${(bare.cpuPerRequest / ours.cpuPerRequest).toFixed(2)} ×`.padStart(10),
      ].join(' ') + within,
    );
  }
  console.log(
    `budget: share ≥ ${SHARE_BUDGET} ×, p99 ≤ ${P99_BUDGET_MS} ms; CPU share: the bare server's CPU time per request over ours; load ${loadAverage()}`,
  );
}

/** The machine is shared: the load beside the figures says how far to trust them. */
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

async function measureOurs(store: Store): Promise<Record<string, Figures>> {
  const { app, address } = await listenForBench(store);
  const results: Record<string, Figures> = {};
  for (const [name, calls] of Object.entries(scenarios(await attractionIds(store))))
    results[name] = await load(address, calls, CONNECTIONS, SECONDS);
  await app.close();
  return results;
}

// As main.ts does before it listens, so no measured search waits for the dictionary.
loadSimplifiedToTaiwan();
if (PARTS.has('reads')) {
  const ids = await seededStore();
  const app = await startAppProcess();
  try {
    reportComparison(
      await compareWithBare(app, scenarios(await attractionIds(ids)), {
        connections: CONNECTIONS,
        seconds: SECONDS,
        turns: TURNS,
      }),
    );
  } finally {
    app.stop();
    await ids.destroy();
  }
}

if (PARTS.has('tenfold')) {
  const real = await seededStore();
  const realResults = await measureOurs(real);
  const tenfold = await seededStore();
  await multiplyContent(tenfold, 10);
  const tenfoldResults = await measureOurs(tenfold);
  // autocannon gives p99 in whole milliseconds, too coarse for a ratio at these speeds: the
  // growth is the ratio of mean latencies.
  console.log('\nLatency growth with ten times the content (mean latency, budget ≤ 1.5 ×)');
  for (const name of Object.keys(realResults)) {
    const growth = tenfoldResults[name]!.mean / realResults[name]!.mean;
    console.log(`${name.padEnd(8)} ${growth.toFixed(2)} ×`);
  }
  await real.destroy();
  await tenfold.destroy();
}

if (PARTS.has('facilities')) await benchFacilityNearby();

if (PARTS.has('writes')) await benchWrites();
