import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { samplesDir, testApp } from './helper';

export const CLIENT = { clientId: 'ecg-test', clientSecret: 'secret-1' };

export const availabilitySample = JSON.parse(
  readFileSync(path.join(samplesDir, 'tdx/ParkingAvailability-HualienCounty.json'), 'utf8'),
) as { ParkingAvailabilities: { CarParkID: string }[] };

/**
 * How the stand-in answers: as TDX does (`answer`), a gateway error (`down`), refusing every
 * token (`refuse-token`), refusing as rate-limited with Retry-After: 120 (`too-many`), or repeating the request, secrets and all, as a misconfigured proxy
 * might: the token request's form (`echo-form`) or the bearer token (`echo-bearer`).
 */
export type TdxMode = 'answer' | 'down' | 'refuse-token' | 'too-many' | 'echo-form' | 'echo-bearer';

/**
 * A local stand-in for TDX: the client-credentials token endpoint, and the availability of a
 * city behind a bearer token, answered in TDX's format. `state.document` is what it answers.
 */
export async function startTdxStandIn() {
  const state = {
    mode: 'answer' as TdxMode,
    document: availabilitySample as unknown,
    /** Documents by path under the API (the road calls), answered before `document`. */
    byPath: {} as Record<string, unknown>,
    issued: 0,
    requests: [] as { path: string; authorization?: string; form?: URLSearchParams }[],
  };
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const authorization = request.headers.authorization ?? '';
      if (url.pathname === '/auth/token') {
        const form = new URLSearchParams(body);
        state.requests.push({ path: url.pathname, form });
        if (state.mode === 'echo-form') return response.writeHead(200).end(body);
        if (form.get('client_secret') !== CLIENT.clientSecret) {
          return response.writeHead(401).end('{"error":"unauthorized_client"}');
        }
        state.issued += 1;
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: `token-${state.issued}`, expires_in: 86400 }));
      }
      state.requests.push({ path: url.pathname, authorization });
      if (state.mode === 'down') return response.writeHead(502).end('Bad Gateway');
      if (state.mode === 'too-many') {
        return response
          .writeHead(429, { 'retry-after': '120' })
          .end('{"message":"API rate limit exceeded"}');
      }
      if (state.mode === 'echo-bearer')
        return response.writeHead(200).end(`Refused: ${authorization}`);
      if (state.mode === 'refuse-token' || !authorization.startsWith('Bearer token-')) {
        return response.writeHead(401).end('{"message":"invalid token"}');
      }
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(state.byPath[url.pathname] ?? state.document));
    });
  });
  // Idle connections stay open until the client drops them: a test app seeds its store
  // synchronously for seconds, and a server closing an idle connection meanwhile would race the
  // next request on it, failing it by chance.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    state,
    /** The TDX options that point the providers at the stand-in. */
    upstream: () => ({ ...CLIENT, baseUrl: `${origin}/api/`, authUrl: `${origin}/auth/token` }),
    reset(): void {
      state.mode = 'answer';
      state.document = availabilitySample;
      state.byPath = {};
      state.requests.length = 0;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TestApp = Awaited<ReturnType<typeof testApp>>['app'];

/**
 * A test app whose TDX is the stand-in (or none at all: `key` false, as without credentials),
 * on the given clock, closed with its store after `use`.
 */
export async function withTdxApp(
  tdx: TdxStandIn | undefined,
  now: () => number,
  use: (app: TestApp) => Promise<void>,
): Promise<void> {
  const { app, store } = await testApp({
    live: { ...(tdx ? { tdx: tdx.upstream() } : {}), now },
  });
  try {
    await use(app);
  } finally {
    await app.close();
    await store.destroy();
  }
}

export type TdxStandIn = Awaited<ReturnType<typeof startTdxStandIn>>;

/**
 * The stand-in of a test file (or a describe): started before its tests, closed after them and
 * emptied before each, ahead of the file's own `beforeEach` that gives it its answers. Read as
 * the stand-in itself once the tests run.
 */
export function tdxStandInForTests(): TdxStandIn {
  let started: TdxStandIn | undefined;
  beforeAll(async () => {
    started = await startTdxStandIn();
  });
  afterAll(() => started?.close());
  beforeEach(() => started?.reset());
  const current = () => {
    if (!started) throw new Error('the TDX stand-in is read before the tests start');
    return started;
  };
  return new Proxy({} as TdxStandIn, { get: (_, key) => Reflect.get(current(), key) });
}
