import { z } from 'zod';

/**
 * The live-data upstreams' keys and addresses (README, Configuration), read from the
 * environment once and checked with zod at start-up: a bad address stops the server with a
 * message naming the variable, never one of the keys. An unset key means the upstream's
 * recorded sample is served; an unset address, the upstream's real one.
 */
export interface UpstreamConfig {
  cwa: {
    apiKey?: string | undefined;
    baseUrl?: string | undefined;
    fileBaseUrl?: string | undefined;
  };
  tdx: {
    clientId?: string | undefined;
    clientSecret?: string | undefined;
    baseUrl?: string | undefined;
    authUrl?: string | undefined;
  };
  moenv: { apiKey?: string | undefined; baseUrl?: string | undefined };
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

/** A key: blank is unset. It never appears in a message. */
const key = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);

const address = (name: string, kind: 'base' | 'endpoint') =>
  z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return upstreamUrlOf(name, value, kind);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });

const environmentSchema = z
  .object({
    CWA_API_KEY: key,
    CWA_BASE_URL: address('CWA_BASE_URL', 'base'),
    CWA_FILE_BASE_URL: address('CWA_FILE_BASE_URL', 'base'),
    TDX_CLIENT_ID: key,
    TDX_CLIENT_SECRET: key,
    TDX_BASE_URL: address('TDX_BASE_URL', 'base'),
    TDX_AUTH_URL: address('TDX_AUTH_URL', 'endpoint'),
    MOENV_API_KEY: key,
    MOENV_BASE_URL: address('MOENV_BASE_URL', 'base'),
  })
  .superRefine((env, ctx) => {
    if ((env.TDX_CLIENT_ID === undefined) !== (env.TDX_CLIENT_SECRET === undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['TDX_CLIENT_ID'],
        message: 'TDX_CLIENT_ID and TDX_CLIENT_SECRET must be set together',
      });
    }
  });

export function readUpstreamConfig(env: NodeJS.ProcessEnv): UpstreamConfig {
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) {
    throw new Error(parsed.error.issues.map((issue) => issue.message).join('; '));
  }
  const e = parsed.data;
  return {
    cwa: { apiKey: e.CWA_API_KEY, baseUrl: e.CWA_BASE_URL, fileBaseUrl: e.CWA_FILE_BASE_URL },
    tdx: {
      clientId: e.TDX_CLIENT_ID,
      clientSecret: e.TDX_CLIENT_SECRET,
      baseUrl: e.TDX_BASE_URL,
      authUrl: e.TDX_AUTH_URL,
    },
    moenv: { apiKey: e.MOENV_API_KEY, baseUrl: e.MOENV_BASE_URL },
  };
}
