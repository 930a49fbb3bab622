/** How long an upstream may take, headers and body, before the provider gives up on it. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/**
 * An upstream that did not give a usable answer; the message says how, without the key. An
 * HTTP refusal carries its status (a client renews a refused token on 401) and, on 429 or 503,
 * how long the upstream asked to be left alone (`Retry-After`).
 */
export class UpstreamError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** `Retry-After` in seconds or as a date; absent or unreadable, undefined. */
export function retryAfterMsOf(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

export interface UpstreamRequest {
  provider: string;
  /**
   * The longest answer read, in bytes. A longer one is cut off as it arrives, so a broken or
   * hostile upstream cannot fill the server's memory; each client sizes it from real answers.
   */
  maxBytes: number;
  timeoutMs?: number;
  /** Further headers, such as TDX's bearer token. */
  headers?: Record<string, string>;
  /** A form to POST (an OAuth token request); without one the request is a GET. */
  form?: URLSearchParams;
  /** The keys and tokens the request carries, blanked out of every message. */
  secrets?: readonly string[];
}

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${bytes / 1024 / 1024} MB` : `${bytes / 1024} KB`;

/** An upstream may echo the request (a proxy's error page does), keys and all. */
function withoutSecrets(message: string, secrets: readonly string[]): string {
  return secrets
    .filter((secret) => secret !== '')
    .flatMap((secret) => [secret, encodeURIComponent(secret)])
    .reduce((text, secret) => text.replaceAll(secret, '[secret]'), message);
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === 'TimeoutError';

/** The system's code of a failed connection (ECONNREFUSED, ENOTFOUND): it says why, and no key. */
function networkCodeOf(error: unknown): string {
  const code = (error as { cause?: { code?: unknown } } | undefined)?.cause?.code;
  return typeof code === 'string' && /^[A-Z_]+$/.test(code) ? ` (${code})` : '';
}

/** The body as text, read chunk by chunk and given up as soon as it passes `maxBytes`. */
async function readLimitedText(response: Response, { provider, maxBytes }: UpstreamRequest) {
  const tooLarge = new UpstreamError(
    `${provider}: the answer is larger than ${sizeText(maxBytes)}`,
  );
  if (Number(response.headers.get('content-length')) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge;
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  try {
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) {
      size += chunk.value.byteLength;
      if (size > maxBytes) {
        await reader?.cancel();
        throw tooLarge;
      }
      chunks.push(chunk.value);
    }
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    throw new UpstreamError(
      `${provider}: the answer ${isTimeout(error) ? 'timed out' : 'broke off'}`,
    );
  }
  // TextDecoder drops a byte-order mark, which JSON.parse would refuse.
  return new TextDecoder().decode(Buffer.concat(chunks));
}

async function readJson(url: URL, request: UpstreamRequest): Promise<unknown> {
  const { provider, timeoutMs = UPSTREAM_TIMEOUT_MS, headers = {}, form } = request;
  let response: Response;
  try {
    // The signal stays with the response, so the time limit covers reading the body too.
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      ...(form ? { method: 'POST', body: form } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    if (isTimeout(error)) throw new UpstreamError(`${provider}: the request timed out`);
    throw new UpstreamError(`${provider}: the request failed${networkCodeOf(error)}`);
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new UpstreamError(
      `${provider}: HTTP ${response.status} ${response.statusText}`,
      response.status,
      retryAfterMsOf(response.headers.get('retry-after')),
    );
  }
  const body = await readLimitedText(response, request);
  try {
    return JSON.parse(body) as unknown;
  } catch {
    // Cleared before it is cut, so that no part of a secret is left at the cut.
    const excerpt = withoutSecrets(body, request.secrets ?? []).slice(0, 80);
    throw new UpstreamError(`${provider}: the answer is not JSON: ${excerpt}`);
  }
}

/**
 * Fetches a JSON document. Upstreams answer a bad key with HTTP 200 and a plain-text body
 * (docs/live-data.md, Upstreams), so a body that is not JSON is an error too. Errors carry
 * no cause and no address, and their messages are cleared of the request's secrets, because
 * the request carries keys.
 */
export async function fetchUpstreamJson(url: URL, request: UpstreamRequest): Promise<unknown> {
  try {
    return await readJson(url, request);
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw new UpstreamError(`${request.provider}: failed`);
    const message = withoutSecrets(error.message, request.secrets ?? []);
    throw new UpstreamError(message, error.status, error.retryAfterMs);
  }
}
