import type { ApiPathName } from '@ecg/domain/api-paths';
import type { ContentLang } from '@ecg/domain/rules/language';
import { newIdempotencyKey } from '../api/idempotency-key';
import { noteNetwork } from '../connectivity';
import { OUTBOX_SYNC_TAG, sendEntry, sendWaiting } from './outbox-send';
import { allEntries, entryOf, putEntry, type OutboxEntry } from './outbox-store';
import { noteOutboxWaiting } from './outbox-wake';

interface SyncRegistration {
  sync?: { register(tag: string): Promise<void> };
}

/** Asks the service worker to send what waits when the network returns (Background Sync). */
async function askForSync(): Promise<void> {
  if (!('serviceWorker' in navigator) || navigator.serviceWorker.controller === null) return;
  const registration = (await navigator.serviceWorker.ready) as SyncRegistration;
  await registration.sync?.register(OUTBOX_SYNC_TAG).catch(() => undefined);
}

/**
 * Saves the form in the outbox with its key, then sends it. The answer is the entry as it stands
 * after the attempt: `sent`, `refused` (its answer says why), or `waiting` when the network did
 * not carry it; then it is sent again when the network returns, by the worker or by the page.
 */
export async function saveAndSend(
  name: ApiPathName,
  lang: ContentLang,
  body: unknown,
): Promise<OutboxEntry> {
  const entry: OutboxEntry = {
    key: newIdempotencyKey(),
    name,
    lang,
    body,
    savedAt: Date.now(),
    state: 'waiting',
  };
  await putEntry(entry);
  noteOutboxWaiting(true);
  const after = await sendEntry(entry);
  if (after.state === 'waiting') {
    // Has the network gone? The app asks its server until it answers, then sends what waits
    // (outbox-wake.ts), also where the browser keeps saying it is online.
    noteNetwork(false);
    await askForSync();
  } else await noteWhatWaits();
  return after;
}

/** The visitor has read the answer of a sent or refused form and left it. */
export async function markSeen(key: string): Promise<void> {
  const entry = await entryOf(key);
  if (entry === undefined || entry.state === 'waiting' || entry.seenAt !== undefined) return;
  await putEntry({ ...entry, seenAt: Date.now() });
}

/** Sends once more what the visitor asks to send now (a form marked waiting). */
export async function sendAgain(entry: OutboxEntry): Promise<OutboxEntry> {
  const after = await sendEntry(entry);
  await noteWhatWaits();
  return after;
}

/** Sends everything waiting, then notes whether anything still waits. */
export async function sendWaitingFromPage(): Promise<void> {
  await sendWaiting();
  await noteWhatWaits();
}

async function noteWhatWaits(): Promise<void> {
  noteOutboxWaiting((await allEntries()).some((entry) => entry.state === 'waiting'));
}
