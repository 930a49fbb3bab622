import { isCachedAnswer } from '../cached-answer';

export class TimeoutError extends Error {
  constructor() {
    super('Timeout Error');
    this.name = 'TimeoutError';
  }
}

/** Calls without a timeout of their own wait this long; a phone on the coast may be slow. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export interface RequestOptions {
  method?: 'GET' | 'POST';
  /** Sent as JSON. */
  body?: unknown;
  /** Headers of the call's own (an idempotency key, a console session's token). */
  headers?: Record<string, string>;
  timeoutMs?: number;
  signal?: AbortSignal;
  /**
   * `no-cache` (the default) asks the server every time, a revalidation costing a 304: an
   * answer the browser kept would look like the network's, and the offline badge would believe
   * it. `no-store` for what is the visitor's own (a form's answer, a look-up by secret code).
   */
  cache?: 'no-cache' | 'no-store';
  /** Told whether the network answered: the app's offline badge (appCall in http.ts). */
  onNetwork?: (answered: boolean) => void;
}

/** What the server answered, whatever its status. */
export interface Answer {
  status: number;
  ok: boolean;
  statusText: string;
  headers: Headers;
  /** The answer's JSON, or undefined when it has none. */
  body: unknown;
}

/**
 * Where requests go: the browser's fetch, looked up at each call (tests replace it); a page
 * rendered ahead on the server asks the server's own answers instead (app/render-ahead.tsx).
 */
let transport: typeof fetch = (input, init) => fetch(input, init);

export function sendThrough(fetchAnswer: typeof fetch): void {
  transport = fetchAnswer;
}

/**
 * The one request of the web, the visitor app's, the outbox's (in the page and in the service
 * worker, so it imports nothing of the page) and the console's: it sends X-Requested-With and
 * JSON bodies with their Content-Type, and bounds the wait. It gives the answer whatever its
 * status; no answer at all is the network's TypeError, none in time a TimeoutError, and the
 * caller's own abort its AbortError.
 */
export async function send(url: string, options: RequestOptions = {}): Promise<Answer> {
  const { method = options.body === undefined ? 'GET' : 'POST', body } = options;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeout.signal])
    : timeout.signal;
  try {
    const response = await transport(url, {
      method,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      cache: options.cache ?? 'no-cache',
      signal,
    });
    options.onNetwork?.(!isCachedAnswer(response));
    const { status, ok, statusText, headers } = response;
    return { status, ok, statusText, headers, body: await response.json().catch(() => undefined) };
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // No answer at all, or none in time: the network is not carrying the call.
    if (error instanceof TypeError || timeout.signal.aborted) options.onNetwork?.(false);
    if (timeout.signal.aborted) throw new TimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
