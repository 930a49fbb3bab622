import { apiPath } from '@ecg/domain/api-paths';
import { IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import { allEntries, entryOf, putEntry, type OutboxEntry } from './outbox-store';

/** Page and worker tell each other (and every open tab) that an entry changed. */
export const OUTBOX_CHANNEL = 'ecg-outbox';
/** The Background Sync tag under which the worker sends what waits. */
export const OUTBOX_SYNC_TAG = 'ecg-outbox';
const SEND_TIMEOUT_MS = 30_000;

/**
 * Answers that say "not now" rather than "no", after which the form stays in the outbox to be
 * sent again: a timeout, the limit, the server down, and a 409 about the key itself (another
 * send of the same form is still being saved). A 409 about the form (a full batch, a report
 * already made) is an answer like any other refusal.
 */
const RETRY_STATUSES = new Set([408, 425, 429]);
function mustRetry(status: number, answer: unknown): boolean {
  if (status >= 500 || RETRY_STATUSES.has(status)) return true;
  const message = (answer as { message?: unknown } | undefined)?.message;
  return status === 409 && typeof message === 'string' && message.startsWith('headers.');
}

function announce(key: string): void {
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.postMessage({ key });
  channel.close();
}

async function answerOf(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

/**
 * Sends one entry with its key. Kept as `sent` or `refused` once the server has answered;
 * left `waiting` when there was no answer, or one that asks to try again later. An entry the
 * page, the worker or another tab has had answered meanwhile is not sent again: what is
 * stored is answered, so a copy read earlier never writes over it (nor over its `seenAt`).
 */
export async function sendEntry(entry: OutboxEntry): Promise<OutboxEntry> {
  const stored = await entryOf(entry.key);
  if (stored !== undefined && stored.state !== 'waiting') return stored;
  let response: Response;
  try {
    response = await fetch(apiPath(entry.name, entry.lang), {
      method: 'POST',
      headers: {
        'X-Requested-With': 'XMLHttpRequest',
        'Content-Type': 'application/json',
        [IDEMPOTENCY_HEADER]: entry.key,
      },
      body: JSON.stringify(entry.body),
      cache: 'no-store',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch {
    return entry;
  }
  const answer = await answerOf(response);
  if (mustRetry(response.status, answer)) return entry;
  const done: OutboxEntry = {
    ...entry,
    state: response.ok ? 'sent' : 'refused',
    status: response.status,
    answer,
  };
  await putEntry(done);
  announce(entry.key);
  return done;
}

/** Sends every entry still waiting, oldest first, one at a time; true if any still waits. */
export async function sendWaiting(): Promise<boolean> {
  const waiting = (await allEntries()).filter((entry) => entry.state === 'waiting').reverse();
  let stillWaiting = false;
  for (const entry of waiting) {
    if ((await sendEntry(entry)).state === 'waiting') stillWaiting = true;
  }
  return stillWaiting;
}
