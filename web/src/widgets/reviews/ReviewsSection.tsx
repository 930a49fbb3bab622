import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { ReviewPlaceKind } from '@ecg/domain/rules/reviews';
import { DetailSection } from '@/components/detail-parts';
import { Link } from '@/components/Link';
import { StatusMessage } from '@/components/StatusMessage';
import { usePlaceReviews } from './api/reviews';
import { RatingSummary } from './components/RatingSummary';
import { ReportReview } from './components/ReportReview';
import { ReviewItem } from './components/ReviewItem';
import { WriteReview } from './components/WriteReview';
import { bestRatedPath, howPath } from './review-paths';
import './reviews.css';

/**
 * Travellers' reviews of an attraction, shop or accommodation (requirements §3;
 * docs/reviews.md), loaded apart from the overlay so its chunk barely grows: the raw mean and
 * count, the shown reviews newest first a page at a time, Write a review, a Report control per
 * review, and the links to best rated and to how reviews work. A failed call keeps to this
 * section: the rest of the page is read as before.
 */
export default function ReviewsSection({
  lang,
  kind,
  placeId,
}: {
  lang: ContentLang;
  kind: ReviewPlaceKind;
  placeId: number;
}) {
  const { t } = useTranslation();
  const reviews = usePlaceReviews(lang, kind, placeId);
  const [reported, setReported] = useState<ReadonlySet<number>>(new Set());
  const first = reviews.data?.pages[0];
  const all = reviews.data?.pages.flatMap((page) => page.reviews) ?? [];

  let body;
  if (first === undefined) {
    body = reviews.isError ? (
      <StatusMessage status="failed" part onRetry={() => void reviews.refetch()} />
    ) : (
      <StatusMessage status="loading" part />
    );
  } else if (first.count === 0 || first.mean === null) {
    body = <p className="reviews__none">{t('reviews.none')}</p>;
  } else {
    body = (
      <>
        <RatingSummary mean={first.mean} count={first.count} />
        <ol className="reviews__list" aria-label={t('reviews.listLabel')}>
          {all.map((review) => (
            <li key={review.id}>
              <ReviewItem
                review={review}
                report={
                  <ReportReview
                    lang={lang}
                    reviewId={review.id}
                    reported={reported.has(review.id)}
                    onReported={() => setReported((before) => new Set(before).add(review.id))}
                  />
                }
              />
            </li>
          ))}
        </ol>
        {reviews.isFetchNextPageError ? (
          <StatusMessage status="failed" part onRetry={() => void reviews.fetchNextPage()} />
        ) : reviews.hasNextPage ? (
          <button
            type="button"
            className="button"
            disabled={reviews.isFetchingNextPage}
            aria-busy={reviews.isFetchingNextPage}
            onClick={() => void reviews.fetchNextPage()}
          >
            {t(reviews.isFetchingNextPage ? 'reviews.loadingMore' : 'reviews.more')}
          </button>
        ) : null}
      </>
    );
  }

  return (
    <DetailSection title={t('reviews.title')} className="reviews">
      {body}
      <WriteReview lang={lang} kind={kind} placeId={placeId} />
      <p className="reviews__links">
        <Link to={bestRatedPath(lang, kind)}>{t('reviews.links.best')}</Link>
        <Link to={howPath(lang)}>{t('reviews.links.how')}</Link>
      </p>
    </DetailSection>
  );
}
