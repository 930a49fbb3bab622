/**
 * The image sets on screen that the gallery viewer can open, by gallery id. A screen registers
 * its set while mounted, so an address carrying `gid`/`pid` (a reload, a shared link) reopens
 * the viewer on the right picture once the set is there.
 */
export interface GalleryImage {
  src: string;
  title?: string | undefined;
}

type Listener = () => void;

/** Two sets with the same pictures in the same order, whatever arrays hold them. */
export function sameImages(a: readonly GalleryImage[], b: readonly GalleryImage[]): boolean {
  return (
    a === b ||
    (a.length === b.length &&
      a.every((image, index) => image.src === b[index]?.src && image.title === b[index]?.title))
  );
}

const galleries = new Map<string, readonly GalleryImage[]>();
const listeners = new Set<Listener>();
let version = 0;

function changed() {
  version += 1;
  for (const listener of listeners) listener();
}

export const galleryRegistry = {
  register(galleryId: string, images: readonly GalleryImage[]): () => void {
    galleries.set(galleryId, images);
    changed();
    return () => {
      if (galleries.get(galleryId) === images) {
        galleries.delete(galleryId);
        changed();
      }
    };
  },
  get(galleryId: string): readonly GalleryImage[] | undefined {
    return galleries.get(galleryId);
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Changes whenever a set comes or goes: the snapshot for useSyncExternalStore. */
  version: () => version,
};
