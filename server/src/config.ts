import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import path from 'node:path';
import type { MapSettings } from '@ecg/domain/contracts';
import { SIGN_IN_CLIENT_LIMIT, SIGN_IN_CLIENT_WINDOW_MS } from '@ecg/domain/rules/operator-access';
import { readMapSettings } from './map-config';
import { readRelyingParty, type RelyingParty } from './relying-party';
import { DEFAULT_WRITE_LIMIT, type WriteLimit } from './plugins/write-limits';
import { readUpstreamConfig, type UpstreamConfig } from './upstream-config';
import { readWrittenDatabase, type WrittenDatabase } from './written-database';

export interface Config {
  host: string;
  port: number;
  /** The SQLite file of the content, and of what is written unless `writtenDatabase` is set. */
  databasePath: string;
  /** PostgreSQL for what is written (DATABASE_URL, DATABASE_POOL_SIZE); unset, the SQLite file. */
  writtenDatabase: WrittenDatabase | undefined;
  dataDir: string;
  webRoot: string;
  /** Recorded upstream answers, served while a provider has no key. */
  samplesDir: string;
  /** The live-data upstreams' keys and addresses; unset keys serve the recorded samples. */
  upstreams: UpstreamConfig;
  /** The map's tile server, attribution and zoom (MAP_TILE_URL …); OpenStreetMap by default. */
  map: MapSettings;
  /** How many writes of one kind a client may send in ten minutes (WRITE_LIMIT). */
  writeLimit: WriteLimit;
  /** How long a write holds its idempotency key while it runs (WRITE_LEASE_SECONDS). */
  writeLeaseMs: number;
  /** Which proxies' X-Forwarded-For is believed (TRUST_PROXY): none by default. */
  trustProxy: TrustProxy;
  /** How many sign-ins a client may send in ten minutes, whatever the emails (SIGN_IN_LIMIT). */
  signInLimit: WriteLimit;
  /** One limit per client for every member call in ten minutes (MEMBER_LIMIT); unset, each its own. */
  memberLimit: WriteLimit | undefined;
  /** Whose members' passkeys are (PUBLIC_ORIGIN): http://localhost:<PORT> unless set. */
  relyingParty: RelyingParty;
}

/**
 * Fastify's trustProxy: false (the socket's address is the client), how many proxies stand in
 * front, or which addresses and CIDR ranges are ours (docs/security.md).
 */
export type TrustProxy = false | number | string[];

/** proxy-addr's names for whole ranges, also accepted in TRUST_PROXY. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_PROXY_HOPS = 10;

function isProxyAddress(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits >= 0 && bits <= (version === 4 ? 32 : 128);
}

/** Checked at start-up: a mistyped setting stops the server rather than trusting anyone. */
export function trustProxyOf(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || text === 'off' || text === 'false') return false;
  const refuse = () =>
    new Error(
      `TRUST_PROXY must be off, a number of proxies from 1 to ${MAX_PROXY_HOPS}, or addresses and ` +
        `CIDR ranges separated by commas (e.g. 127.0.0.1,10.0.0.0/8), not "${value}"`,
    );
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops < 1 || hops > MAX_PROXY_HOPS) throw refuse();
    return hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (!entries.every(isProxyAddress)) throw refuse();
  return entries;
}

/** The project root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The data folder when DATA_DIR is unset. */
export const DEFAULT_DATA_DIR = path.join(projectRoot, 'data');

function portOf(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535, not "${value}"`);
  }
  return port;
}

function writeLimitOf(value: string | undefined): WriteLimit {
  if (value === undefined || value === '') return DEFAULT_WRITE_LIMIT;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(`WRITE_LIMIT must be a whole number of at least 1, not "${value}"`);
  }
  return { ...DEFAULT_WRITE_LIMIT, max };
}

function signInLimitOf(value: string | undefined): WriteLimit {
  const window = { timeWindowMs: SIGN_IN_CLIENT_WINDOW_MS };
  if (value === undefined || value === '') return { max: SIGN_IN_CLIENT_LIMIT, ...window };
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(`SIGN_IN_LIMIT must be a whole number of at least 1, not "${value}"`);
  }
  return { max, ...window };
}

function memberLimitOf(value: string | undefined): WriteLimit | undefined {
  if (value === undefined || value === '') return undefined;
  const max = Number(value);
  if (!Number.isInteger(max) || max < 1) {
    throw new Error(`MEMBER_LIMIT must be a whole number of at least 1, not "${value}"`);
  }
  return { ...DEFAULT_WRITE_LIMIT, max };
}

function writeLeaseOf(value: string | undefined): number {
  if (value === undefined || value === '') return 60_000;
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw new Error(`WRITE_LEASE_SECONDS must be a whole number of at least 1, not "${value}"`);
  }
  return seconds * 1000;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const fromRoot = (value: string | undefined, fallback: string) =>
    path.resolve(projectRoot, value && value !== '' ? value : fallback);
  const port = portOf(env.PORT);
  return {
    host: env.HOST || '127.0.0.1',
    port,
    databasePath: fromRoot(env.DATABASE_PATH, 'var/east-coast-guide.sqlite'),
    writtenDatabase: readWrittenDatabase(env.DATABASE_URL, env.DATABASE_POOL_SIZE),
    dataDir: fromRoot(env.DATA_DIR, 'data'),
    samplesDir: path.join(fromRoot(env.DATA_DIR, 'data'), 'samples'),
    upstreams: readUpstreamConfig(env),
    webRoot: fromRoot(env.WEB_ROOT, 'web/dist'),
    map: readMapSettings(env),
    writeLimit: writeLimitOf(env.WRITE_LIMIT),
    signInLimit: signInLimitOf(env.SIGN_IN_LIMIT),
    memberLimit: memberLimitOf(env.MEMBER_LIMIT),
    writeLeaseMs: writeLeaseOf(env.WRITE_LEASE_SECONDS),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    relyingParty: readRelyingParty(env.PUBLIC_ORIGIN, port),
  };
}
