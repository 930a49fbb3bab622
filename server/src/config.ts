import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { MapSettings } from '@ecg/domain/contracts';
import { readMapSettings } from './map-config';

export interface Config {
  host: string;
  port: number;
  databasePath: string;
  dataDir: string;
  webRoot: string;
  /** Recorded upstream answers, served while a provider has no key. */
  samplesDir: string;
  /** The Central Weather Administration's open-data key; unset, the weather is a sample. */
  cwaApiKey: string | undefined;
  /** TDX's client credentials; unset, live parking is a sample. */
  tdxClientId: string | undefined;
  tdxClientSecret: string | undefined;
  /** The upstreams' addresses, to go through a proxy or to a test server; unset, the real ones. */
  cwaBaseUrl: string | undefined;
  tdxBaseUrl: string | undefined;
  tdxAuthUrl: string | undefined;
  /** The map's tile server, attribution and zoom (MAP_TILE_URL …); OpenStreetMap by default. */
  map: MapSettings;
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

/**
 * An upstream's address: absolute http or https, without a user, query or fragment, which the
 * providers would drop or send on. A base address gets its closing "/", so that the providers'
 * paths are added to it rather than put in place of its last segment.
 */
export function upstreamUrlOf(name: string, value: string | undefined, kind: 'base' | 'endpoint') {
  const text = value?.trim();
  if (!text) return undefined;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`${name} must be an absolute http or https address, not "${text}"`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`${name} must be an http or https address, not ${url.protocol}`);
  }
  if (url.username || url.password || url.search || url.hash) {
    throw new Error(`${name} must not carry a user, a password, a query or a fragment`);
  }
  if (kind === 'base' && !url.pathname.endsWith('/')) url.pathname += '/';
  return url.href;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const fromRoot = (value: string | undefined, fallback: string) =>
    path.resolve(projectRoot, value && value !== '' ? value : fallback);
  return {
    host: env.HOST || '127.0.0.1',
    port: portOf(env.PORT),
    databasePath: fromRoot(env.DATABASE_PATH, 'var/east-coast-guide.sqlite'),
    dataDir: fromRoot(env.DATA_DIR, 'data'),
    samplesDir: path.join(fromRoot(env.DATA_DIR, 'data'), 'samples'),
    cwaApiKey: env.CWA_API_KEY?.trim() || undefined,
    tdxClientId: env.TDX_CLIENT_ID?.trim() || undefined,
    tdxClientSecret: env.TDX_CLIENT_SECRET?.trim() || undefined,
    cwaBaseUrl: upstreamUrlOf('CWA_BASE_URL', env.CWA_BASE_URL, 'base'),
    tdxBaseUrl: upstreamUrlOf('TDX_BASE_URL', env.TDX_BASE_URL, 'base'),
    tdxAuthUrl: upstreamUrlOf('TDX_AUTH_URL', env.TDX_AUTH_URL, 'endpoint'),
    webRoot: fromRoot(env.WEB_ROOT, 'web/dist'),
    map: readMapSettings(env),
  };
}
