import { z } from 'zod';
import { fetchUpstreamJson, UpstreamError } from '../upstream-fetch';

export const TDX_PROVIDER = 'TDX';
export const TDX_AUTH_URL =
  'https://tdx.transportdata.tw/auth/realms/TDXConnect/protocol/openid-connect/token';

/** A token is renewed this long before TDX says it expires, so no request carries a dead one. */
const RENEW_BEFORE_MS = 5 * 60 * 1000;

/** A token answer holds one token (a JWT) and a few numbers; anything far longer is not one. */
const TOKEN_ANSWER_MAX_BYTES = 64 * 1024;

const tokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().positive(),
});

export interface TdxCredentials {
  clientId: string;
  clientSecret: string;
  /** The token endpoint (`TDX_AUTH_URL`): a proxy, or a local server in tests. */
  authUrl?: string | undefined;
  now?: () => number;
  /** How long the answer may take; the default (upstream-fetch.ts) unless a test shortens it. */
  timeoutMs?: number;
}

/**
 * TDX's client-credentials token (docs/live-data.md, Upstreams): asked for once, reused
 * until shortly before it expires (about a day), and shared by requests arriving together.
 */
export function tdxTokenSource({
  clientId,
  clientSecret,
  authUrl,
  now = Date.now,
  timeoutMs,
}: TdxCredentials) {
  let token: { value: string; renewAt: number } | undefined;
  let pending: Promise<string> | undefined;

  async function requestToken(): Promise<string> {
    const answer = tokenAnswerSchema.safeParse(
      await fetchUpstreamJson(new URL(authUrl ?? TDX_AUTH_URL), {
        provider: TDX_PROVIDER,
        maxBytes: TOKEN_ANSWER_MAX_BYTES,
        secrets: [clientSecret],
        ...(timeoutMs ? { timeoutMs } : {}),
        form: new URLSearchParams({
          grant_type: 'client_credentials',
          client_id: clientId,
          client_secret: clientSecret,
        }),
      }),
    );
    if (!answer.success) throw new UpstreamError(`${TDX_PROVIDER}: the token answer has no token`);
    token = {
      value: answer.data.access_token,
      renewAt: now() + answer.data.expires_in * 1000 - RENEW_BEFORE_MS,
    };
    return token.value;
  }

  return {
    async token(): Promise<string> {
      if (token && token.renewAt > now()) return token.value;
      pending ??= requestToken().finally(() => {
        pending = undefined;
      });
      return pending;
    },
    /** After a failed request, in case TDX refused the token: the next one asks for a new token. */
    forget(): void {
      token = undefined;
    },
  };
}
