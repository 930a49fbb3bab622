import { fileURLToPath } from 'node:url';
import path from 'node:path';

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
}

/** The project root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

function portOf(value: string | undefined): number {
  if (value === undefined || value === '') return 8080;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`PORT must be a whole number from 1 to 65535, not "${value}"`);
  }
  return port;
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
    webRoot: fromRoot(env.WEB_ROOT, 'web/dist'),
  };
}
