import { readStored, STORAGE_KEYS, writeStored } from '@/lib/storage';

/**
 * requirements §2: "If a static-page URL was stored in the browser, back goes there instead." It is
 * stored when a link inside a static page is followed, and used up by the back link.
 */
export function storeStaticPageUrl(url: string): void {
  writeStored(STORAGE_KEYS.staticPageBack, url);
}

export function storedStaticPageUrl(): string | null {
  return readStored(STORAGE_KEYS.staticPageBack);
}

export function backLinkFollowed(): void {
  writeStored(STORAGE_KEYS.staticPageBack, null);
}
