import { isCachedAnswer } from '../cached-answer';
import { noteNetwork } from '../connectivity';

/**
 * Every call of the app goes through here (requirements §7): it always sends X-Requested-With, JSON
 * bodies with their Content-Type, and turns a timeout or a status other than OK into the
 * errors of requirements §8, which the query layer hands to the screens.
 */

/** An answer with a status other than OK: the error text is built from status and status text. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
  ) {
    super(`${status} ${statusText}`.trim());
    this.name = 'HttpError';
  }
}

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
  timeoutMs?: number;
  signal?: AbortSignal;
}

export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body } = options;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const signal = options.signal
    ? AbortSignal.any([options.signal, timeout.signal])
    : timeout.signal;
  try {
    const response = await fetch(url, {
      method,
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      // Asked of the server every time (a revalidation costs a 304): an answer the browser
      // kept would look like the network's, and the offline badge would believe it.
      cache: 'no-cache',
      signal,
    });
    noteNetwork(!isCachedAnswer(response));
    if (!response.ok) throw new HttpError(response.status, response.statusText);
    return (await response.json()) as T;
  } catch (error) {
    if (options.signal?.aborted) throw error;
    // No answer at all, or none in time: the network is not carrying the call.
    if (error instanceof TypeError || timeout.signal.aborted) noteNetwork(false);
    if (timeout.signal.aborted) throw new TimeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
