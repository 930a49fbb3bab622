import { Suspense, useState } from 'react';
import { useLocation, useNavigationType } from '@/lib/router';
import type { ContentLang } from '@ecg/domain/rules/language';
import { overlayOfSearch } from '@ecg/domain/routes';
import { GALLERY_ID_PARAM, PICTURE_ID_PARAM } from '@ecg/domain/rules/gallery';
import { lazyContentScreen } from '@/lib/lazy-chunk';
import { ChunkErrorBoundary } from '@/components/ChunkErrorBoundary';
import { LoadingOverlay } from './LoadingOverlay';

// The frame and its contents are fetched the first time an address names an overlay, so the
// first screen does not carry them.
const OverlayFrame = lazyContentScreen(() => import('@/features/overlays/OverlayFrame'));

/** The address without the gallery's ids: closing the viewer is not a page of its own. */
function pageAddress(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  params.delete(GALLERY_ID_PARAM);
  params.delete(PICTURE_ID_PARAM);
  const query = params.toString();
  return `${pathname}${query === '' ? '' : `?${query}`}`;
}

/**
 * Where the detail overlays of requirements §2 mount. The address says which one is open, so a deep
 * link survives a reload. The host follows every move through history from the start, so the
 * overlay's back link knows where the visitor came from (its back URL) once it loads.
 */
export function OverlayHost({ lang }: { lang: ContentLang }) {
  const { pathname, search, key } = useLocation();
  const type = useNavigationType();
  const overlay = overlayOfSearch(new URLSearchParams(search), pathname);
  const address = pageAddress(pathname, search);
  const [seen, setSeen] = useState({ key, address, from: undefined as string | undefined });
  if (seen.key !== key || seen.address !== address) setSeen({ key, address, from: seen.address });
  const [needed, setNeeded] = useState(overlay !== undefined);
  if (overlay && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<LoadingOverlay />}>
        <OverlayFrame
          overlay={overlay}
          lang={lang}
          entry={{ key, type, address, from: seen.from }}
        />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
