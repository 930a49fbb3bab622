import { REVIEW_STATUSES } from '@ecg/domain/rules/reviews';
import { useQuery } from '@/lib/query';
import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { SelectField } from '@/admin/components/fields';
import { FilterPanel } from '@/admin/components/FilterPanel';
import { useAddressFilter } from '@/admin/components/list-filter';
import { PagedList, RowTitle } from '@/admin/components/PagedList';
import { useStatusLine } from '@/admin/components/use-status-line';
import { ReviewDecisionDialog, type ReviewDecision } from './ReviewDecisionDialog';
import { REVIEWS_PAGE_SIZE, reviewsQuery, type ReviewRow } from './reviews-query';

/** What an operator may decide of a review in each status (docs/reviews.md, The console). */
const DECISIONS: Record<ReviewRow['status'], ReviewDecision[]> = {
  held: ['approve', 'reject'],
  hidden: ['restore', 'reject'],
  shown: [],
  rejected: [],
};

/**
 * Travellers' reviews (docs/reviews.md, The console): the held ones first, a member's first two
 * waiting for an approval, and those hidden by reports; each approved, rejected with the reason
 * the member reads, or, hidden, restored. Every decision is in the actions log.
 */
export default function ReviewsSection() {
  const { t, i18n } = useTranslation();
  const { say, line } = useStatusLine();
  const { filter, change } = useAddressFilter({ status: 'held' });
  const reviews = useQuery(reviewsQuery(filter, i18n.language));
  const [deciding, setDeciding] = useState<{ review: ReviewRow; decision: ReviewDecision }>();

  return (
    <>
      <p className="lead">{t('reviews.lead')}</p>
      {line}
      <FilterPanel heading={t('reviews.filtersHeading')}>
        <SelectField
          label={t('reviews.status')}
          value={filter.status}
          onChange={(status) => change({ status })}
          options={[
            ...REVIEW_STATUSES.map((status) => ({
              value: status,
              label: t(`reviews.statuses.${status}`),
            })),
            { value: '', label: t('reviews.allStatuses') },
          ]}
        />
      </FilterPanel>
      <section className="panel" aria-labelledby="reviews-heading">
        <h2 id="reviews-heading">{t('reviews.listHeading')}</h2>
        <PagedList
          list={reviews}
          none={t('reviews.none')}
          pagesLabel={t('reviews.pages')}
          page={filter.page}
          pageSize={REVIEWS_PAGE_SIZE}
          onPage={(page) => change({ page })}
          row={(review) => (
            <div className="row__text">
              <RowTitle status={review.status} statusName={t(`reviews.statuses.${review.status}`)}>
                {review.placeName || t('reviews.placeGone')}
              </RowTitle>
              <p className="row__meta">
                {t(`reviews.kinds.${review.kind}`)} ·{' '}
                {t('reviews.rating', { rating: review.rating })} ·{' '}
                {review.displayName ?? t('reviews.anonymous')} · {review.createdAt} ·{' '}
                {t('reviews.reports', { count: review.reports })}
              </p>
              <p className="pre-line">{review.text}</p>
              {review.reason && (
                <p className="row__meta">{t('reviews.rejectedFor', { reason: review.reason })}</p>
              )}
              {DECISIONS[review.status].length > 0 && (
                <div className="row__actions">
                  {DECISIONS[review.status].map((decision) => (
                    <button
                      key={decision}
                      type="button"
                      className={`button${decision === 'reject' ? '' : ' button--primary'}`}
                      onClick={() => setDeciding({ review, decision })}
                      aria-label={t(`reviews.actionsNamed.${decision}`, {
                        place: review.placeName,
                      })}
                    >
                      {t(`reviews.actions.${decision}`)}
                    </button>
                  ))}
                </div>
              )}
            </div>
          )}
        />
      </section>
      {deciding && (
        <ReviewDecisionDialog
          id={deciding.review.id}
          placeName={deciding.review.placeName}
          decision={deciding.decision}
          onDone={(message) => {
            setDeciding(undefined);
            say(message);
          }}
          onClose={() => setDeciding(undefined)}
        />
      )}
    </>
  );
}
