import type { ApiPathName } from '@ecg/domain/api-paths';
import { useEffect, useState } from 'react';
import { OUTBOX_CHANNEL } from './outbox-send';
import { allEntries, type OutboxEntry } from './outbox-store';

/**
 * The forms this device has saved (newest first), read again whenever the page, the worker or
 * another tab changes one. Undefined while the first read is under way.
 */
export function useOutbox(): OutboxEntry[] | undefined {
  const [entries, setEntries] = useState<OutboxEntry[]>();
  useEffect(() => {
    let live = true;
    const read = () =>
      void allEntries()
        .then((found) => live && setEntries(found))
        .catch(() => live && setEntries([]));
    read();
    const channel = new BroadcastChannel(OUTBOX_CHANNEL);
    channel.onmessage = read;
    window.addEventListener('online', read);
    return () => {
      live = false;
      channel.close();
      window.removeEventListener('online', read);
    };
  }, []);
  return entries;
}

/** One saved form, followed as it is sent. */
export function useOutboxEntry(key: string | undefined): OutboxEntry | undefined {
  return useOutbox()?.find((entry) => entry.key === key);
}

/**
 * The newest entry of a form that the visitor should see again when its page opens: one still
 * waiting to be sent, or one whose answer (a receipt, a refusal) nobody has seen, such as one
 * the worker sent while the app was closed. `ready` once the outbox has been read.
 */
export function usePendingEntry(
  name: ApiPathName,
  matches: (entry: OutboxEntry) => boolean = () => true,
): { ready: boolean; entry: OutboxEntry | undefined } {
  const entries = useOutbox();
  const entry = entries?.find(
    (candidate) =>
      candidate.name === name &&
      (candidate.state === 'waiting' || candidate.seenAt === undefined) &&
      matches(candidate),
  );
  return { ready: entries !== undefined, entry };
}
