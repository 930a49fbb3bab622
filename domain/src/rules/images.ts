/** Image lists of content (requirements §3 images, §5 caps and addresses). */

/** At most this many images are shown for an attraction, shop, tour or coupon. */
export const IMAGE_CAP = 10;
/** Events show fewer. */
export const EVENT_IMAGE_CAP = 8;

/** The size in old thumbnail addresses, and the larger size served instead. */
export const SMALL_IMAGE_SIZE = '480x360';
export const LARGE_IMAGE_SIZE = '640x480';

/** The content system writes site-relative addresses with this prefix. */
const SITE_RELATIVE_PREFIX = '~/';

export type ImageKind = 'event' | 'default';

/** An image is an address, or an object holding one in `src`. */
export type ImageEntry = string | { readonly src: string };

export function imageCap(kind: ImageKind): number {
  return kind === 'event' ? EVENT_IMAGE_CAP : IMAGE_CAP;
}

export function capImages<T>(list: readonly T[] | null | undefined, kind: ImageKind): T[] {
  return (list ?? []).slice(0, imageCap(kind));
}

/**
 * A `~/` address is put on the content host, and every 480x360 size becomes 640x480 so
 * a phone's full-width picture is not blurred.
 */
export function rewriteImageUrl(url: string, contentHost: string): string {
  const absolute = url.startsWith(SITE_RELATIVE_PREFIX)
    ? `${contentHost.replace(/\/+$/, '')}/${url.slice(SITE_RELATIVE_PREFIX.length).replace(/^\/+/, '')}`
    : url;
  return absolute.replaceAll(SMALL_IMAGE_SIZE, LARGE_IMAGE_SIZE);
}

function withRewrittenAddress<T extends ImageEntry>(image: T, contentHost: string): T {
  const entry: ImageEntry = image;
  // The cast only restores T: the rewritten entry has the same shape as the one given.
  return (
    typeof entry === 'string'
      ? rewriteImageUrl(entry, contentHost)
      : { ...entry, src: rewriteImageUrl(entry.src, contentHost) }
  ) as T;
}

/** The images to show: capped for their kind, with their addresses rewritten. */
export function normalizeImages<T extends ImageEntry>(
  list: readonly T[] | null | undefined,
  kind: ImageKind,
  contentHost: string,
): T[] {
  return capImages(list, kind).map((image) => withRewrittenAddress(image, contentHost));
}
