import { noteNetwork } from '../connectivity';
import { send, type Answer, type RequestOptions } from './send';

export { DEFAULT_TIMEOUT_MS, TimeoutError, type Answer, type RequestOptions } from './send';

/**
 * Every call of the visitor app goes through here (requirements §7), on the web's one request
 * (send.ts): the offline badge is told what each call found, and a timeout or a status other
 * than OK becomes one of the errors of requirements §8, which the query layer hands to the
 * screens.
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

/** A call of the app: its answer whatever its status, the offline badge told what it found. */
export const appCall = (url: string, options: RequestOptions = {}): Promise<Answer> =>
  send(url, { ...options, onNetwork: noteNetwork });

/** A call of the app whose answer is its data: any status other than OK is an HttpError. */
export async function requestJson<T>(url: string, options: RequestOptions = {}): Promise<T> {
  const answer = await appCall(url, options);
  if (!answer.ok) throw new HttpError(answer.status, answer.statusText);
  if (answer.body === undefined) throw new HttpError(answer.status, 'No JSON');
  return answer.body as T;
}
