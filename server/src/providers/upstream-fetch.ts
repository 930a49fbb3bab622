/** How long an upstream may take before the provider gives up and serves what it has. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** An upstream that did not give a usable answer; the message says how, without the key. */
export class UpstreamError extends Error {}

export interface UpstreamRequest {
  provider: string;
  timeoutMs?: number;
  /** Further headers, such as TDX's bearer token. */
  headers?: Record<string, string>;
  /** A form to POST (an OAuth token request); without one the request is a GET. */
  form?: URLSearchParams;
}

/**
 * Fetches a JSON document. Upstreams answer a bad key with HTTP 200 and a plain-text body
 * (docs/architecture.md, Upstreams), so a body that is not JSON is an error too. The address
 * and the request are left out of messages because they carry keys.
 */
export async function fetchUpstreamJson(
  url: URL,
  { provider, timeoutMs = UPSTREAM_TIMEOUT_MS, headers = {}, form }: UpstreamRequest,
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json', ...headers },
      ...(form ? { method: 'POST', body: form } : {}),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const reason = error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'failed';
    throw new UpstreamError(`${provider}: the request ${reason}`, { cause: error });
  }
  const body = await response.text();
  if (!response.ok) {
    throw new UpstreamError(`${provider}: HTTP ${response.status} ${response.statusText}`);
  }
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new UpstreamError(`${provider}: the answer is not JSON: ${body.slice(0, 80)}`);
  }
}
