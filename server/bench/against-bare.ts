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

/** The bare server, started in its own process with the answers it is to send. */
async function startBare(answers: Recorded[]) {
  const child = fork(fileURLToPath(new URL('./bare-answer-server.mjs', import.meta.url)), [], {
    execArgv: [],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { port: number }).port));
    child.once('error', reject);
    child.send({ answers });
  });
  return { address: `http://127.0.0.1:${port}`, stop: () => child.disconnect() };
}

/** autocannon in a worker thread of its own, so it takes no time from the server it loads. */
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
    workers: 1,
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${address}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p99: result.latency.p99, mean: result.latency.average };
}

export interface Comparison {
  ours: Figures;
  bare: Figures;
  /** The bytes of the first request's answer, as sent. */
  bytes: number;
  encoding: string;
}

/** Each call against our server, then against the bare one sending its bytes. */
export async function compareWithBare(
  address: string,
  calls: Record<string, Call[]>,
  connections: number,
  seconds: number,
): Promise<Record<string, Comparison>> {
  const results: Record<string, Comparison> = {};
  for (const [name, requests] of Object.entries(calls)) {
    const answers = await record(address, requests);
    const bare = await startBare(answers);
    try {
      results[name] = {
        ours: await load(address, requests, connections, seconds),
        bare: await load(bare.address, requests, connections, seconds),
        bytes: Buffer.from(answers[0]!.payload, 'base64').length,
        encoding: answers[0]!.headers['content-encoding'] ?? 'identity',
      };
    } finally {
      bare.stop();
    }
  }
  return results;
}
