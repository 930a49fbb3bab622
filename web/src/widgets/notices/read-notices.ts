import { parseReadIds, serializeReadIds } from '@ecg/domain/rules/notices';
import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/**
 * The ids of the notices read, kept in browser storage and shared by every component that
 * shows a notice: a small store the components subscribe to.
 */
const listeners = new Set<() => void>();
let snapshot: string[] = parseReadIds(readStored(STORAGE_KEYS.readNotices));

/** What a page rendered ahead knows: nothing read (the page hydrates with it, then reads). */
const NONE_READ: string[] = [];

export const readNoticeIds = {
  get: (): string[] => snapshot,
  none: (): string[] => NONE_READ,
  set(ids: string[]): void {
    snapshot = ids;
    writeStored(STORAGE_KEYS.readNotices, serializeReadIds(ids));
    for (const listener of listeners) listener();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
