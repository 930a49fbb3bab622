/** How long an upstream may take before the provider gives up and serves what it has. */
export const UPSTREAM_TIMEOUT_MS = 10_000;

/** An upstream that did not give a usable answer; the message says how, without the key. */
export class UpstreamError extends Error {}

/**
 * GETs a JSON document. Upstreams answer a bad key with HTTP 200 and a plain-text body
 * (UPSTREAMS.md), so a body that is not JSON is an error too. The address is left out of
 * messages because it carries the key.
 */
export async function fetchUpstreamJson(
  url: URL,
  { provider, timeoutMs = UPSTREAM_TIMEOUT_MS }: { provider: string; timeoutMs?: number },
): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
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
