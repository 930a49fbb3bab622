/**
 * The write path under load (requirements §7): repair reports (no photos) accepted by the real app,
 * each with its own idempotency key and place, with what is written in a database file in WAL mode
 * with synchronous=FULL, then in PostgreSQL (Debian's server on this machine, started for the
 * bench as the tests start it, reached through its socket; DATABASE_URL's durability: fsync and
 * synchronous commits on).
 * Budget, on each: ≥ 500 reports a second with p99 ≤ 50 ms; and reading does not slow by more
 * than 20 % while reports arrive at a steady rate.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Request } from 'autocannon';
import { IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import { REPAIR_CATEGORIES } from '@ecg/domain/rules/repair-reports';
import type { Kysely } from 'kysely';
import type { Store } from '../src/store/core/database';
import { migrateWrittenToLatest, openPostgres } from '../src/store/core/postgres';
import type { WrittenTables } from '../src/store/core/written-tables';
import { DEFAULT_POOL_SIZE } from '../src/written-database';
import { seededStore } from '../test/helper';
import { createDatabase, startPostgresServer } from '../test/postgres-server';
import { listenForBench } from './bench-server';
import { clusterTicks, cpuMsBetween, threadCpuMs, type ProcessTicks } from './cpu-time';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const WRITERS = 10;
const READERS = 25;
/**
 * A steady stream of reports, far above what the area's visitors send, while reads are measured.
 */
const STEADY_WRITES_PER_SECOND = 100;
/**
 * Reads alone, then reads with reports, in turns: each turn's slowdown compares two runs made
 * side by side, and the median turn is kept. On a small shared machine one run of a few seconds
 * can be a tenth off either way.
 */
const TURNS = 5;

/** Each report made in the client's thread by report-request.cjs. */
const reportRequest = fileURLToPath(new URL('./report-request.cjs', import.meta.url));
const made = createRequire(import.meta.url)(reportRequest) as {
  IDEMPOTENCY_HEADER: string;
  CATEGORIES: string[];
};
if (made.IDEMPOTENCY_HEADER !== IDEMPOTENCY_HEADER) {
  throw new Error(`report-request.cjs must send its key in ${IDEMPOTENCY_HEADER}`);
}
const unknownCategory = made.CATEGORIES.find(
  (c) => !(REPAIR_CATEGORIES as readonly string[]).includes(c),
);
if (unknownCategory) throw new Error(`report-request.cjs: no category ${unknownCategory}`);

const report: Request = {
  method: 'POST',
  path: '/en/opendata/fault-repair',
  headers: { 'content-type': 'application/json' },
  // autocannon's workers take a file where a function would be.
  setupRequest: reportRequest as unknown as Request['setupRequest'],
};
const reads: Request[] = [1, 2, 3, 4, 5].map((page) => ({
  method: 'GET',
  path: `/en/opendata/attractions?page=${page}`,
}));

interface Turn {
  alone: { rps: number; mean: number };
  whileWriting: { rps: number; mean: number };
  /**
   * How many fewer reads were served while reports arrived, as a slowdown: 0.1 is 10 % slower.
   * The readers keep the server's thread busy, so how many it serves says how long each took;
   * their latencies, counted in whole milliseconds, are mostly 0 (a read takes about 20 µs).
   */
  slowdown: number;
}

async function run(url: string, requests: Request[], connections: number, overallRate?: number) {
  const result = await autocannon({
    url,
    connections,
    duration: SECONDS,
    requests,
    // The client in a thread of its own: the server's event loop carries the server alone.
    workers: 1,
    ...(overallRate ? { overallRate } : {}),
  });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${requests[0]?.path}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  }
  return {
    rps: result.requests.average,
    total: result.requests.total,
    p99: result.latency.p99,
    mean: result.latency.average,
  };
}

/**
 * The CPU each report costs the server's thread, and the database's processes when it has its
 * own, at the steady rate with nothing else to do: what the reads' slowdown is made of.
 */
async function cpuPerReport(address: string, databaseTicks?: () => ProcessTicks) {
  const server = threadCpuMs();
  const database = databaseTicks?.();
  const { total } = await run(address, [report], 2, STEADY_WRITES_PER_SECOND);
  return {
    server: (threadCpuMs() - server) / total,
    ...(database && databaseTicks
      ? { database: cpuMsBetween(database, databaseTicks()) / total }
      : {}),
  };
}

/**
 * The write path measured with what is written in `written` (the content store unless said);
 * `databaseTicks`: the CPU ticks of the database's processes, when it runs apart.
 */
async function measure(
  where: string,
  store: Store,
  written: Kysely<WrittenTables> = store,
  databaseTicks?: () => ProcessTicks,
) {
  const { app, address } = await listenForBench(
    store,
    { limit: { max: Number.MAX_SAFE_INTEGER, timeWindowMs: 60_000 } },
    written,
  );
  try {
    // Warmed first, as the server would be: the first seconds measure the compiler, not the path.
    await run(address, reads, READERS);
    const writes = await run(address, [report], WRITERS);
    const cpu = await cpuPerReport(address, databaseTicks);
    const turns: Turn[] = [];
    for (let turn = 0; turn < TURNS; turn++) {
      const alone = await run(address, reads, READERS);
      const [whileWriting] = await Promise.all([
        run(address, reads, READERS),
        run(address, [report], 2, STEADY_WRITES_PER_SECOND),
      ]);
      turns.push({ alone, whileWriting, slowdown: alone.rps / whileWriting.rps - 1 });
    }
    const bySlowdown = [...turns].sort((a, b) => a.slowdown - b.slowdown);
    const median = bySlowdown[Math.floor(TURNS / 2)] as Turn;
    const percent = (turn: Turn | undefined) => `${((turn?.slowdown ?? NaN) * 100).toFixed(1)} %`;
    console.log(`\nWrites (${WRITERS} connections, ${SECONDS} s; ${where})`);
    console.log(
      `reports  ${writes.rps.toFixed(0).padStart(7)} req/s  p99 ${writes.p99.toFixed(1)} ms  (budget ≥ 500 req/s, p99 ≤ 50 ms)`,
    );
    console.log(
      `reads alone ${median.alone.rps.toFixed(0)} req/s, mean ${median.alone.mean.toFixed(2)} ms; ` +
        `with ${STEADY_WRITES_PER_SECOND} reports/s ${median.whileWriting.rps.toFixed(0)} req/s, mean ` +
        `${median.whileWriting.mean.toFixed(2)} ms: ${percent(median)} slower (budget ≤ 20 %; the ` +
        `median of ${TURNS} turns, ${percent(bySlowdown[0])} to ${percent(bySlowdown.at(-1))})`,
    );
    console.log(
      `CPU per report at ${STEADY_WRITES_PER_SECOND} reports/s alone: the server's thread ` +
        `${cpu.server.toFixed(2)} ms` +
        (cpu.database === undefined
          ? ''
          : `, PostgreSQL's processes ${cpu.database.toFixed(2)} ms`),
    );
  } finally {
    await app.close();
  }
}

/** Where the writes are measured (BENCH_WRITES_ON, comma-separated: sqlite, postgres; both unless said). */
const ON = new Set(
  (process.env.BENCH_WRITES_ON ?? 'sqlite,postgres').split(',').map((engine) => engine.trim()),
);
/** The pool of each server to PostgreSQL (BENCH_POOL; the server's default unless said). */
const POOL = Number(process.env.BENCH_POOL ?? DEFAULT_POOL_SIZE);

export async function benchWrites(): Promise<void> {
  const folder = mkdtempSync(path.join(tmpdir(), 'ecg-bench-writes-'));
  const store = await seededStore(path.join(folder, 'east-coast-guide.sqlite'));
  try {
    if (ON.has('sqlite')) await measure('file store, synchronous=FULL', store);
    if (ON.has('postgres')) {
      const postgres = await startPostgresServer();
      // Through its socket, as a server beside its PostgreSQL connects.
      const written = openPostgres(await createDatabase(postgres.socketAddress), POOL);
      try {
        await migrateWrittenToLatest(written);
        await measure(
          `PostgreSQL through its socket, a pool of ${POOL}, synchronous_commit=on`,
          store,
          written,
          () => clusterTicks(postgres.folder),
        );
      } finally {
        await written.destroy();
        await postgres.stop();
      }
    }
  } finally {
    await store.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}
