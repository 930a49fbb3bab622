import { Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { backLink } from '@ecg/domain/rules/back-link';
import type { ContentLang } from '@ecg/domain/rules/language';
import { overlayOfSearch, overlayQuery } from '@ecg/domain/routes';
import { GALLERY_ID_PARAM, PICTURE_ID_PARAM } from '../../features/gallery/use-gallery';
import { storedStaticPageUrl } from '../../features/overlays/back-url';
import { lazyContentScreen } from '../lazy-chunk';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { LoadingOverlay } from './LoadingOverlay';

// The frame and its contents are fetched the first time an address names an overlay, so the
// first screen does not carry them.
const OverlayFrame = lazyContentScreen(() => import('../../features/overlays/OverlayFrame'));

/** The address without the gallery's ids: closing the viewer is not a page of its own. */
function pageAddress(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(GALLERY_ID_PARAM);
  params.delete(PICTURE_ID_PARAM);
  const query = params.toString();
  return `${pathname}${query === '' ? '' : `?${query}`}`;
}

interface Trail {
  address: string;
  overlayKey: string;
  /** The saved back URL (SPEC §3 client state): where the visitor was when the overlay opened. */
  back: string | undefined;
}

/**
 * Where the detail overlays of SPEC §2 mount. The address says which one is open, so a deep
 * link survives a reload; the address before it opened becomes its back URL. A deep link has
 * none, and goes back to the overlay's list.
 */
export function OverlayHost({ lang }: { lang: ContentLang }) {
  const { pathname, search } = useLocation();
  const overlay = overlayOfSearch(new URLSearchParams(search), pathname);
  const address = pageAddress(pathname, search);
  const overlayKey = overlay ? overlayQuery(overlay) : '';
  const [trail, setTrail] = useState<Trail>({ address, overlayKey, back: undefined });
  if (trail.address !== address) {
    const opened = overlayKey !== '' && overlayKey !== trail.overlayKey;
    setTrail({
      address,
      overlayKey,
      back: overlayKey === '' ? undefined : opened ? trail.address : trail.back,
    });
  }
  const back = overlay
    ? backLink({
        lang,
        overlay: overlay.kind,
        savedBackUrl: trail.back ?? null,
        storedStaticUrl: overlay.kind === 'static' ? null : storedStaticPageUrl(),
      })
    : '';
  const [needed, setNeeded] = useState(overlay !== undefined);
  if (overlay && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingOverlay />}>
        <OverlayFrame overlay={overlay} lang={lang} back={back} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
