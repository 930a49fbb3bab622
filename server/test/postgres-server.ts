import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';

/**
 * Debian's PostgreSQL server (the `postgresql` package, which scripts/ensure-postgresql.sh
 * installs for `npm test`), started for a test file: a cluster of its own in a temporary folder,
 * on a free port of 127.0.0.1, trusting local connections, gone when stopped (docs/testing.md,
 * Written data on both engines). PostgreSQL refuses to run as root: as root, it runs as the
 * `postgres` user the package makes. The e2e run starts one too, for its last worker's server
 * (e2e/e2e-postgres.ts).
 */
export interface PostgresServer {
  /** The address of its database `postgres`, where databases are made (createDatabase). */
  address: string;
  /**
   * The same through the server's socket, as a server on the same machine would connect: no
   * TCP stack on either side of each round trip.
   */
  socketAddress: string;
  /** Its temporary folder (cluster and socket): what stopPostgresCluster stops and removes. */
  folder: string;
  stop(): Promise<void>;
}

const DEBIAN_VERSIONS = '/usr/lib/postgresql';

/** The folder of the newest server programs Debian's packages installed. */
function serverPrograms(): string {
  const versions = existsSync(DEBIAN_VERSIONS)
    ? readdirSync(DEBIAN_VERSIONS).sort((a, b) => Number(b) - Number(a))
    : [];
  const found = versions
    .map((version) => path.join(DEBIAN_VERSIONS, version, 'bin'))
    .find((bin) => existsSync(path.join(bin, 'postgres')));
  if (!found) {
    throw new Error(
      "These tests need Debian's PostgreSQL server: run bash scripts/ensure-postgresql.sh " +
        '(as root it installs the postgresql package), or apt-get install postgresql',
    );
  }
  return found;
}

/** Runs a program as the user PostgreSQL runs as: this one, or `postgres` when this is root. */
function asServerUser(program: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'postgres', '--', program, ...args]]
    : [program, args];
}

function idOf(flag: '-u' | '-g'): number {
  return Number(spawnSync('id', [flag, 'postgres'], { encoding: 'utf8' }).stdout.trim());
}

export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = serverPrograms();
  const folder = mkdtempSync(path.join(tmpdir(), 'ecg-postgres-'));
  if (process.getuid?.() === 0) chownSync(folder, idOf('-u'), idOf('-g'));
  const data = path.join(folder, 'data');
  const [initdb, initArgs] = asServerUser(path.join(bin, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const made = spawnSync(initdb, initArgs, { encoding: 'utf8' });
  if (made.status !== 0) throw new Error(`initdb failed: ${made.stderr}`);

  const port = await freePort();
  const [postgres, args] = asServerUser(path.join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    folder,
    '-c',
    'max_connections=200',
  ]);
  const server: ChildProcess = spawn(postgres, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let said = '';
    server.stderr?.on('data', (chunk: Buffer) => {
      said += chunk.toString();
      if (said.includes('ready to accept connections')) resolve();
    });
    server.once('exit', (code) => reject(new Error(`postgres exited with ${code}: ${said}`)));
  });

  return {
    address: `postgres://postgres@127.0.0.1:${port}/postgres`,
    socketAddress: `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(folder)}`,
    folder,
    async stop() {
      const gone =
        server.exitCode === null ? new Promise((resolve) => server.once('exit', resolve)) : null;
      stopPostgresCluster(folder);
      await gone;
    },
  };
}

/** The file where the running server of startPostgresServer's `folder` writes its pid first. */
export const postmasterPidFile = (folder: string): string =>
  path.join(folder, 'data', 'postmaster.pid');

/**
 * Stops the server of startPostgresServer's `folder` if it still runs, and removes the folder:
 * also one a killed process left behind, found by its folder alone.
 */
export function stopPostgresCluster(folder: string): void {
  const data = path.join(folder, 'data');
  if (existsSync(postmasterPidFile(folder))) {
    // Fast shutdown, from pg_ctl: a signal would reach runuser, not the server.
    spawnSync(
      ...asServerUser(path.join(serverPrograms(), 'pg_ctl'), [
        '-D',
        data,
        'stop',
        '-m',
        'fast',
        '-w',
      ]),
    );
  }
  rmSync(folder, { recursive: true, force: true });
}

/** A new empty database on the server of `address`; answers its own address. */
export async function createDatabase(address: string): Promise<string> {
  const name = `guide_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: address });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const url = new URL(address);
  url.pathname = `/${name}`;
  return url.toString();
}
