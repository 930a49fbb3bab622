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
