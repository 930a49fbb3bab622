/**
 * The nearby search under load (requirements §7): a fixture of facilities spread over the real
 * Hualien and Taitung (around the seed's places, where visitors and amenities are), in a
 * database of its own in a temporary folder, asked at 50 connections from a new position each
 * request. Budget: p99 ≤ 20 ms with 20,000 facilities, and latency with 20,000 ≤ 1.5 × latency
 * with 2,000. The fixture is generated the same way on every run.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { facilityApiPath } from '@ecg/domain/facility-api-paths';
import { FACILITY_KINDS, NEARBY_BUTTON_KINDS } from '@ecg/domain/rules/facilities';
import autocannon from 'autocannon';
import { listenForBench } from './bench-server';
import { migrateToLatest, openStore, type Store } from '../src/store/core/database';
import { projectRoot } from '../test/helper';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** How far, in degrees (about 3 km), a fixture point or a visitor lies from a seeded place. */
const SPREAD = 0.03;
/**
 * The nearest 20, as the nearby list shows them: with the contract's default of 200 the answer
 * itself grows with the fixture (ten times the facilities, ten times the items), and its
 * encoding, not the search, would be measured.
 */
const LIMIT = 20;
/** How many positions the client cycles through. */
const REQUEST_VARIETY = 2_000;

/** A small deterministic generator (mulberry32), so every run has the same fixture. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const places = (
  JSON.parse(readFileSync(path.join(projectRoot, 'data/seed/places.json'), 'utf8')) as {
    lat: number;
    lng: number;
  }[]
).map(({ lat, lng }) => ({ lat, lng }));

/** A point near one of the seed's places, chosen by `next`. */
function nearAPlace(next: () => number) {
  const place = places[Math.floor(next() * places.length)]!;
  return { lat: place.lat + (next() - 0.5) * SPREAD, lng: place.lng + (next() - 0.5) * SPREAD };
}

async function fixtureStore(count: number, file: string): Promise<Store> {
  const store = openStore(file);
  await migrateToLatest(store);
  await store
    .insertInto('facility_source')
    .values({
      id: 'bench',
      name_zh: '效能測試資料',
      name_en: 'Benchmark fixture',
      name_ja: null,
      publisher: 'npm run bench:api',
      licence: 'none',
      attribution: 'benchmark fixture',
      date: '2026-01-01',
      url: null,
    })
    .execute();
  const next = random(14);
  const rows = Array.from({ length: count }, (_, index) => ({
    id: `bench-${index}`,
    kind: FACILITY_KINDS[index % FACILITY_KINDS.length]!,
    ...nearAPlace(next),
    name_zh: `測試設施 ${index}`,
    name_en: `Fixture ${index}`,
    name_ja: null,
    address_zh: `花蓮縣花蓮市測試路${index}號`,
    address_en: null,
    address_ja: null,
    tel: null,
    source_id: 'bench',
    routes: index % FACILITY_KINDS.length === 3 ? JSON.stringify([{ zh: '1133A' }]) : null,
  }));
  await store.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += 500)
      await trx
        .insertInto('facility')
        .values(rows.slice(start, start + 500))
        .execute();
  });
  return store;
}

interface Figures {
  /** The bare route's p99 in the same run: what the machine allows at 50 connections. */
  bareP99: number;
  p99: number;
  mean: number;
  rps: number;
}

/** The nearby buttons' kinds at their own radius, each request from a new position. */
async function measure(store: Store): Promise<Figures> {
  const { app, address } = await listenForBench(store);
  // The positions are drawn beforehand and the client runs in a thread of its own (autocannon's
  // worker), so the server's event loop carries the server alone, as it would in production.
  const next = random(2026);
  const nearby = Array.from({ length: REQUEST_VARIETY }, () => {
    const kind = NEARBY_BUTTON_KINDS[Math.floor(next() * NEARBY_BUTTON_KINDS.length)]!;
    const { lat, lng } = nearAPlace(next);
    const lang = kind === 'bus-stop' ? '&lang=en' : '';
    return {
      method: 'GET' as const,
      path: `${facilityApiPath(kind, 'en')}?lat=${lat.toFixed(5)}&lng=${lng.toFixed(5)}&limit=${LIMIT}${lang}`,
    };
  });
  const run = (requests: autocannon.Request[], duration = SECONDS) =>
    autocannon({ url: address, connections: CONNECTIONS, duration, requests, workers: 1 });
  // A second's warm-up, so the first figures are not the compiler's.
  await run(nearby, 1);
  const bare = await run([{ method: 'GET', path: '/bench/constant' }]);
  const result = await run(nearby);
  await app.close();
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`nearby: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    p99: result.latency.p99,
    mean: result.latency.average,
    rps: result.requests.average,
    bareP99: bare.latency.p99,
  };
}

export async function benchFacilityNearby(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'ecg-bench-'));
  try {
    const figures: Record<number, Figures> = {};
    for (const count of [2_000, 20_000]) {
      const store = await fixtureStore(count, path.join(folder, `facilities-${count}.sqlite`));
      figures[count] = await measure(store);
      await store.destroy();
    }
    console.log(`\nNearby facilities (${CONNECTIONS} connections, ${SECONDS} s each)`);
    console.log('facilities   req/s   p99 ms   mean ms   bare route p99 ms');
    for (const [count, { rps, p99, mean, bareP99 }] of Object.entries(figures))
      console.log(
        `${count.padStart(10)} ${rps.toFixed(0).padStart(7)} ${p99.toFixed(1).padStart(8)} ${mean.toFixed(2).padStart(9)} ${bareP99.toFixed(1).padStart(19)}`,
      );
    const growth = figures[20_000]!.mean / figures[2_000]!.mean;
    console.log(
      `p99 with 20,000: ${figures[20_000]!.p99} ms (budget ≤ 20); growth 2,000 → 20,000: ${growth.toFixed(2)} × (mean latency, budget ≤ 1.5 ×)`,
    );
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
