import { useCallback } from 'react';
import { useLocation, type To } from '@/lib/router';
import { OVERLAY_KINDS, STATIC_TYPE_PARAM, overlayQuery, type Overlay } from '@ecg/domain/routes';
import { GALLERY_ID_PARAM, PICTURE_ID_PARAM } from '@ecg/domain/rules/gallery';

const OVERLAY_PARAMS = [...OVERLAY_KINDS, STATIC_TYPE_PARAM, GALLERY_ID_PARAM, PICTURE_ID_PARAM];

/** The current address with `overlay` opened over it: the page's own query (filters) stays. */
export function overlayLocation(
  pathname: string,
  search: string,
  overlay: Overlay,
): { pathname: string; search: string } {
  const params = new URLSearchParams(search);
  for (const name of OVERLAY_PARAMS) params.delete(name);
  for (const [name, value] of new URLSearchParams(overlayQuery(overlay))) params.set(name, value);
  return { pathname, search: `?${params.toString()}` };
}

/** Links that open an overlay over whatever page the visitor is on. */
export function useOverlayLink(): (overlay: Overlay) => To {
  const { pathname, search } = useLocation();
  return useCallback(
    (overlay: Overlay) => overlayLocation(pathname, search, overlay),
    [pathname, search],
  );
}
