import { useTranslation } from '@/lib/i18n';
import type { Review } from '@ecg/domain/contracts/reviews';
import { ratingLabelOf, type ReviewRating } from '@ecg/domain/rules/reviews';
import { memberDay } from '@/lib/members/member-text';
import { visitMonthText } from '../review-text';
import { Stars } from './RatingSummary';

/**
 * One review as visitors read it (requirements §3): its rating in words, its text with the
 * writer's line breaks, the month of the visit, who wrote it ("A former member" once the
 * account is deleted) and the Taipei day it was written; `report` is its Report control.
 */
export function ReviewItem({ review, report }: { review: Review; report: React.ReactNode }) {
  const { t, i18n } = useTranslation();
  const label = t(`reviews.rating.${ratingLabelOf(review.rating as ReviewRating)}`);
  return (
    <article className="review">
      <p className="review__rating">
        <Stars rating={review.rating} />
        <span>{label}</span>
      </p>
      <p className="review__text">{review.text}</p>
      <p className="review__meta">
        <span>
          {t('reviews.visited', { month: visitMonthText(review.visitMonth, i18n.language) })}
        </span>
        <span>{review.displayName ?? t('reviews.formerMember')}</span>
        <span>{memberDay(review.createdAt, i18n.language)}</span>
      </p>
      {report}
    </article>
  );
}
