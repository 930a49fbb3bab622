import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { E2E_RUN_DIR, E2E_TEMPLATE_DATABASE, slotWebRoot } from './e2e-run';
import { expect, test } from './support';

/*
 * A server of a spec's own with its TDX credentials set and its TDX pointed at a local stand-in
 * that answers as TDX does (docs/testing.md, Live data end to end): the token call, then one
 * document a path, for the bearer token it handed out. A path's document is a string (the
 * recorded or described answer as TDX sends it) or a function of the asked URL, for answers
 * that depend on the query (`$filter`, a date).
 */

export type TdxDocument = string | ((url: URL) => string | undefined);
export type TdxDocuments = Record<string, TdxDocument>;

/** A recorded answer carried into the project's own data (data/samples/tdx). */
export const tdxSample = (file: string): string =>
  readFileSync(path.join('data', 'samples', 'tdx', file), 'utf8');

const TOKEN = 'e2e-token';

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

const closed = (server: Server) => new Promise((resolve) => server.close(resolve));

function standIn(documents: TdxDocuments): Server {
  return createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === '/auth/token') {
      return response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ access_token: TOKEN, expires_in: 86400 }));
    }
    const document = documents[url.pathname];
    const body = typeof document === 'function' ? document(url) : document;
    if (body === undefined || request.headers.authorization !== `Bearer ${TOKEN}`) {
      return response.writeHead(404).end('{"message":"not found"}');
    }
    return response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });
}

export interface ServerWithTdx {
  /** Our server's origin, e.g. http://127.0.0.1:40123. */
  origin: string;
  /** Its own copy of the store, for what a spec places in it before the first search. */
  database: string;
  stop(): Promise<void>;
}

/**
 * Starts the stand-in and our built server against it, on a copy of the e2e template database
 * (named by `name`, so two specs never share one), and waits until the server answers.
 * Extra environment (say, to run the importer against the stand-in) goes in `env`.
 */
export async function startServerWithTdx(
  name: string,
  documents: TdxDocuments,
  env: Record<string, string> = {},
): Promise<ServerWithTdx> {
  const tdx = standIn(documents);
  const tdxPort = await listen(tdx);
  // A port of our own: taken from a listener closed at once, as server/test/server-process.ts.
  const probe = createServer();
  const port = await listen(probe);
  await closed(probe);
  const database = path.join(E2E_RUN_DIR, `${name}-${port}`, 'east-coast-guide.sqlite');
  mkdirSync(path.dirname(database), { recursive: true });
  copyFileSync(E2E_TEMPLATE_DATABASE, database);
  const app: ChildProcess = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: database,
      // Its written tables beside the content in its own file, whatever the runner's environment.
      DATABASE_URL: '',
      DATABASE_POOL_SIZE: '',
      WEB_ROOT: slotWebRoot(Number(process.env.TEST_PARALLEL_INDEX ?? 0)),
      CWA_API_KEY: '',
      MOENV_API_KEY: '',
      TDX_CLIENT_ID: 'e2e',
      TDX_CLIENT_SECRET: 'e2e-secret',
      TDX_BASE_URL: `http://127.0.0.1:${tdxPort}/api/`,
      TDX_AUTH_URL: `http://127.0.0.1:${tdxPort}/auth/token`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${origin}/api/health`).catch(() => undefined))?.ok, {
      timeout: 60_000,
    })
    .toBe(true);
  return {
    origin,
    database,
    async stop() {
      app.kill();
      await closed(tdx);
    },
  };
}

/**
 * The server of a spec (startServerWithTdx): started before its tests, then `prepare`d (what
 * the spec places in its store), and stopped after them. Read as that server once tests run.
 */
export function serverWithTdxForSpec(
  name: string,
  documents: TdxDocuments,
  prepare?: (server: ServerWithTdx) => Promise<void>,
): ServerWithTdx {
  let started: ServerWithTdx | undefined;
  test.beforeAll(async () => {
    started = await startServerWithTdx(name, documents);
    await prepare?.(started);
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  const current = () => {
    if (!started) throw new Error(`the server of ${name} is read before its tests start`);
    return started;
  };
  return {
    get origin() {
      return current().origin;
    },
    get database() {
      return current().database;
    },
    stop: () => current().stop(),
  };
}
