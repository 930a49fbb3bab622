/** The photo gallery viewer (requirements §2 dialogs, §3 gallery state, §4, §9). */
export interface GalleryState<T> {
  data: T[];
  index: number;
  visible: boolean;
}

/** requirements §9, in the viewer's (PhotoSwipe's) units: ms, fraction of the slide width, zoom factor. */
export const GALLERY = { animationMs: 333, slideSpacing: 0.12, maxZoom: 1.33 } as const;

/** requirements §9 lazy images (lazysizes' units): scroll throttle in ms, smallest size in px. */
export const LAZY_IMAGE = { throttleMs: 125, minSize: 40 } as const;

/**
 * With one or two photos wrapping around would only flip back and forth, so the index
 * cycles only from three photos on and otherwise stops at the ends (requirements §4).
 */
export const GALLERY_CYCLE_MIN_PHOTOS = 3;

/** Closing resets to no photos, index 0, hidden (requirements §4). */
export function closedGallery<T>(): GalleryState<T> {
  return { data: [], index: 0, visible: false };
}

/** Keeps an index inside a list of `length` photos, so a stale index cannot point past it. */
function clampIndex(index: number, length: number): number {
  if (length <= 0 || !Number.isFinite(index)) return 0;
  return Math.min(Math.max(Math.trunc(index), 0), length - 1);
}

/** Opens the viewer on a photo; an index outside the list is brought inside it. */
export function openGallery<T>(data: readonly T[], index = 0): GalleryState<T> {
  return { data: [...data], index: clampIndex(index, data.length), visible: true };
}

export function nextIndex(index: number, length: number): number {
  const current = clampIndex(index, length);
  if (length >= GALLERY_CYCLE_MIN_PHOTOS) return (current + 1) % length;
  return clampIndex(current + 1, length);
}

export function previousIndex(index: number, length: number): number {
  const current = clampIndex(index, length);
  if (length >= GALLERY_CYCLE_MIN_PHOTOS) return (current - 1 + length) % length;
  return clampIndex(current - 1, length);
}

/** The address parameters of an open gallery, PhotoSwipe's: the gallery and the picture (from 1). */
export const GALLERY_ID_PARAM = 'gid';
export const PICTURE_ID_PARAM = 'pid';

/**
 * The address hash of an open gallery, in PhotoSwipe's convention `#&gid=1&pid=2`. It is
 * returned without `#` so the hash router can append it to its own route.
 */
export function galleryHash(galleryId: string | number, pictureId: string | number): string {
  return `&${GALLERY_ID_PARAM}=${encodeURIComponent(galleryId)}&${PICTURE_ID_PARAM}=${encodeURIComponent(pictureId)}`;
}

function hashValue(hash: string, key: string): string | undefined {
  const match = new RegExp(`(?:^|[#&?])${key}=([^&#]*)`).exec(hash);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}

/**
 * The gallery and picture a hash names, whether the hash is PhotoSwipe's alone
 * (`#&gid=1&pid=2`) or follows a hash route (`#/en/?attraction=5&gid=1&pid=2`).
 * Undefined unless both are present and readable.
 */
export function parseGalleryHash(
  hash: string,
): { galleryId: string; pictureId: string } | undefined {
  const galleryId = hashValue(hash, GALLERY_ID_PARAM);
  const pictureId = hashValue(hash, PICTURE_ID_PARAM);
  return galleryId === undefined || pictureId === undefined ? undefined : { galleryId, pictureId };
}
