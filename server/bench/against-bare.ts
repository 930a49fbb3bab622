/**
 * The read calls of npm run bench:api measured as a browser asks for them, next to a bare
 * node:http server in another process (bare-answer-server.mjs) that answers the same requests
 * with the same bytes: our status, headers and encoded body, recorded once. The share of that
 * server is what the framework, the hooks and the cache cost (docs/performance.md).
 */
import { fork } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** What Chromium, Firefox and Safari send with every request. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface Figures {
  rps: number;
  p99: number;
  mean: number;
}

interface Recorded {
  method: string;
  url: string;
  body: string;
  status: number;
  headers: Record<string, string>;
  /** The body's bytes as sent, base64 for the IPC channel. */
  payload: string;
}

/** Set per connection or per message by node:http itself; the length is the body's. */
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

const asBrowser = (call: Call): Call => ({
  ...call,
  headers: { ...call.headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
});

/** One exchange, its body's bytes as they came (not decoded). */
function exchange(address: string, call: Call): Promise<Recorded> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      new URL(call.path, address),
      { method: call.method, headers: call.headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value === undefined || NOT_REPLAYED.has(name)) continue;
            headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          headers['content-length'] = String(body.length);
          resolve({
            method: call.method,
            url: call.path,
            body: call.body ?? '',
            status: response.statusCode ?? 0,
            headers,
            payload: body.toString('base64'),
          });
        });
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(call.body);
  });
}

/**
 * Each call's answer as the browser gets it once the server keeps it: asked twice first, since
 * an answer is kept on its second request (answer-cache.ts).
 */
async function record(address: string, calls: Call[]): Promise<Recorded[]> {
  const answers: Recorded[] = [];
  for (const call of calls.map(asBrowser)) {
    await exchange(address, call);
    await exchange(address, call);
    const answer = await exchange(address, call);
    if (answer.status !== 200) throw new Error(`${call.path}: ${answer.status}`);
    answers.push(answer);
  }
  return answers;
}

export interface ServerProcess {
  address: string;
  /** The CPU time, user and system, the process has used so far, in microseconds. */
  cpu(): Promise<number>;
  stop(): void;
}

/** A server in a process of its own, which says where it listens once it does. */
async function startProcess(
  file: string,
  execArgv: string[],
  first?: unknown,
): Promise<ServerProcess> {
  const child = fork(fileURLToPath(new URL(file, import.meta.url)), [], {
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const address = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { address: string }).address));
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`${file} exited with ${code}`)));
    if (first !== undefined) child.send(first as object);
  });
  child.removeAllListeners('exit');
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (message) => {
        const { user, system } = (message as { cpu: NodeJS.CpuUsage }).cpu;
        resolve(user + system);
      });
      child.send({ cpu: true });
    });
  return { address, cpu, stop: () => child.disconnect() };
}

/** Our server, seeded, in a process of its own (app-server-process.ts), under tsx as we are. */
export const startAppProcess = () =>
  startProcess('./app-server-process.ts', [
    ...process.execArgv,
    // BENCH_CPU_PROF=<folder>: the server's CPU profile, written there when it exits.
    ...(process.env.BENCH_CPU_PROF
      ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
      : []),
  ]);

interface Run extends Figures {
  requests: number;
  /** Microseconds of the server's CPU time per request. */
  cpuPerRequest: number;
}

async function loadCounted(
  server: ServerProcess,
  calls: Call[],
  connections: number,
  seconds: number,
): Promise<Run> {
  const before = await server.cpu();
  const result = await autocannon({
    url: server.address,
    connections,
    duration: seconds,
    requests: calls.map(asBrowser),
    workers: 1,
  });
  const used = (await server.cpu()) - before;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${server.address}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    mean: result.latency.average,
    requests: result.requests.total,
    cpuPerRequest: used / Math.max(1, result.requests.total),
  };
}

/**
 * autocannon in the caller's thread, for the growth with ten times the content (api.ts), which
 * compares two runs made alike, as it always has (in a worker, some runs gave NaN means).
 */
export async function load(
  address: string,
  calls: Call[],
  connections: number,
  seconds: number,
): Promise<Figures> {
  const result = await autocannon({
    url: address,
    connections,
    duration: seconds,
    requests: calls.map(asBrowser),
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${address}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, mean: result.latency.average };
}

export interface Comparison {
  ours: Figures & { cpuPerRequest: number };
  bare: Figures & { cpuPerRequest: number };
  /** The bytes of the first request's answer, as sent. */
  bytes: number;
  encoding: string;
}

/** Runs summed: req/s and CPU per request over all, the worst p99. */
function summed(runs: Run[]): Figures & { cpuPerRequest: number } {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0);
  return {
    rps: runs.reduce((sum, run) => sum + run.rps, 0) / runs.length,
    p99: Math.max(...runs.map((run) => run.p99)),
    mean: runs.reduce((sum, run) => sum + run.mean * run.requests, 0) / Math.max(1, requests),
    cpuPerRequest:
      runs.reduce((sum, run) => sum + run.cpuPerRequest * run.requests, 0) / Math.max(1, requests),
  };
}

/**
 * Each call against our server, then against the bare one sending its bytes, in turns (the
 * machine's load changes by the second, so each turn compares runs made side by side).
 */
export async function compareWithBare(
  app: ServerProcess,
  calls: Record<string, Call[]>,
  { connections, seconds, turns }: { connections: number; seconds: number; turns: number },
): Promise<Record<string, Comparison>> {
  const bares: Record<string, { server: ServerProcess; answers: Recorded[] }> = {};
  try {
    for (const [name, requests] of Object.entries(calls)) {
      const answers = await record(app.address, requests);
      bares[name] = {
        server: await startProcess('./bare-answer-server.mjs', [], { answers }),
        answers,
      };
    }
    // Untimed: every call through each server once, so the JIT has compiled their code and
    // the server's start-up work is over before anything is measured.
    for (const [name, requests] of Object.entries(calls)) {
      await loadCounted(app, requests, connections, 1);
      await loadCounted(bares[name]!.server, requests, connections, 1);
    }
    const results: Record<string, Comparison> = {};
    for (const [name, requests] of Object.entries(calls)) {
      const { server: bare, answers } = bares[name]!;
      const ours: Run[] = [];
      const theirs: Run[] = [];
      for (let turn = 0; turn < turns; turn += 1) {
        ours.push(await loadCounted(app, requests, connections, seconds));
        theirs.push(await loadCounted(bare, requests, connections, seconds));
      }
      results[name] = {
        ours: summed(ours),
        bare: summed(theirs),
        bytes: Buffer.from(answers[0]!.payload, 'base64').length,
        encoding: answers[0]!.headers['content-encoding'] ?? 'identity',
      };
    }
    return results;
  } finally {
    for (const { server } of Object.values(bares)) server.stop();
  }
}
