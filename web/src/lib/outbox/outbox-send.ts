import { apiPath, IDEMPOTENCY_HEADER } from '@ecg/domain/api-paths';
import { send, type Answer } from '../api/send';
import { allEntries, entryOf, putEntry, type OutboxEntry } from './outbox-store';

/** Page and worker tell each other (and every open tab) that an entry changed. */
export const OUTBOX_CHANNEL = 'ecg-outbox';
/** The Background Sync tag under which the worker sends what waits. */
export const OUTBOX_SYNC_TAG = 'ecg-outbox';

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

/**
 * Sends one entry with its key. Kept as `sent` or `refused` once the server has answered;
 * left `waiting` when there was no answer, or one that asks to try again later. An entry the
 * page, the worker or another tab has had answered meanwhile is not sent again: what is
 * stored is answered, so a copy read earlier never writes over it (nor over its `seenAt`).
 */
export async function sendEntry(entry: OutboxEntry): Promise<OutboxEntry> {
  const stored = await entryOf(entry.key);
  if (stored !== undefined && stored.state !== 'waiting') return stored;
  let answer: Answer;
  try {
    answer = await send(apiPath(entry.name, entry.lang), {
      body: entry.body,
      headers: { [IDEMPOTENCY_HEADER]: entry.key },
      cache: 'no-store',
    });
  } catch {
    return entry;
  }
  if (mustRetry(answer.status, answer.body)) return entry;
  const done: OutboxEntry = {
    ...entry,
    state: answer.ok ? 'sent' : 'refused',
    status: answer.status,
    answer: answer.body,
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
