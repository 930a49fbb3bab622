import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from '@/lib/router';
import { GALLERY_ID_PARAM, parseGalleryHash, PICTURE_ID_PARAM } from '@ecg/domain/rules/gallery';
import { galleryRegistry, sameImages, type GalleryImage } from './gallery-registry';

/** Marks history entries the app pushed to open the viewer: closing them is a step back. */
export const GALLERY_PUSHED_STATE = 'ecg-gallery';

function searchWithout(search: string, ...names: string[]): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  return params;
}

/**
 * Registers an image set and gives the way to open the viewer on one of its pictures. Opening
 * adds the gallery and picture ids to the address as a new history entry, so Back closes it.
 */
export function useGallery(galleryId: string, images: readonly GalleryImage[]) {
  const navigate = useNavigate();
  const location = useLocation();
  // Screens often pass a fresh array each render (a capped copy): only new pictures count, or
  // the viewer would start over at every change of the address.
  const [stable, setStable] = useState(images);
  if (!sameImages(stable, images)) setStable(images);
  useEffect(() => galleryRegistry.register(galleryId, stable), [galleryId, stable]);
  return useCallback(
    (index: number) => {
      const params = searchWithout(location.search, GALLERY_ID_PARAM, PICTURE_ID_PARAM);
      params.set(GALLERY_ID_PARAM, galleryId);
      params.set(PICTURE_ID_PARAM, String(index + 1));
      void navigate(
        { pathname: location.pathname, search: `?${params.toString()}` },
        { state: GALLERY_PUSHED_STATE },
      );
    },
    [galleryId, location.pathname, location.search, navigate],
  );
}

export interface OpenGallery {
  galleryId: string;
  images: readonly GalleryImage[];
  /** From 0, inside the set. */
  index: number;
}

/** The gallery the address asks for, once its images are registered; undefined otherwise. */
export function useOpenGallery(): OpenGallery | undefined {
  const location = useLocation();
  useSyncExternalStore(galleryRegistry.subscribe, galleryRegistry.version, () => 0);
  const named = parseGalleryHash(location.search);
  if (!named) return undefined;
  const images = galleryRegistry.get(named.galleryId);
  if (!images || images.length === 0) return undefined;
  const picture = Number(named.pictureId);
  const index = Number.isInteger(picture)
    ? Math.min(Math.max(picture - 1, 0), images.length - 1)
    : 0;
  return { galleryId: named.galleryId, images, index };
}

/** Moving through the pictures rewrites `pid` in place; it adds no history entries. */
export function useGalleryNavigation() {
  const navigate = useNavigate();
  const location = useLocation();
  const showPicture = useCallback(
    (index: number) => {
      const params = new URLSearchParams(location.search);
      params.set(PICTURE_ID_PARAM, String(index + 1));
      void navigate(
        { pathname: location.pathname, search: `?${params.toString()}` },
        { replace: true, state: location.state as unknown },
      );
    },
    [location.pathname, location.search, location.state, navigate],
  );
  /** Restores the earlier address: a step back when the app opened the viewer, else the same page without the ids. */
  const close = useCallback(() => {
    if (location.state === GALLERY_PUSHED_STATE) {
      void navigate(-1);
      return;
    }
    const params = searchWithout(location.search, GALLERY_ID_PARAM, PICTURE_ID_PARAM);
    const search = params.toString();
    void navigate(
      { pathname: location.pathname, search: search === '' ? '' : `?${search}` },
      { replace: true },
    );
  }, [location.pathname, location.search, location.state, navigate]);
  return { showPicture, close };
}
