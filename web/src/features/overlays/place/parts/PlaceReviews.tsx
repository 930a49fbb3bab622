import { Suspense } from 'react';
import type { ContentLang } from '@ecg/domain/rules/language';
import { ChunkErrorBoundary } from '@/components/ChunkErrorBoundary';
import { lazyScreen } from '@/lib/lazy-chunk';
import type { PlaceKind } from '../api/get-place';

// Its own chunk (docs/performance.md): the overlay names one import, the section brings the
// rest (the list, the write form, the report dialog) when a place is opened.
const ReviewsSection = lazyScreen(() => import('@/widgets/reviews/ReviewsSection'));

/** The place's travellers' reviews (requirements §3), loaded after the page it sits in. */
export function PlaceReviews({
  kind,
  placeId,
  lang,
}: {
  kind: PlaceKind;
  placeId: number;
  lang: ContentLang;
}) {
  if (!Number.isInteger(placeId) || placeId <= 0) return null;
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={null}>
        <ReviewsSection kind={kind} placeId={placeId} lang={lang} />
      </Suspense>
    </ChunkErrorBoundary>
  );
}
