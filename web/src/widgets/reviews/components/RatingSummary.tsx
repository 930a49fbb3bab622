import { useTranslation } from '@/lib/i18n';
import { meanText } from '../review-text';

const MAX = 5;

/** Five stars as text, filled to the nearest whole: decoration beside the number said in words. */
export function Stars({ rating }: { rating: number }) {
  const filled = Math.min(Math.max(Math.round(rating), 0), MAX);
  return (
    <span className="review-stars" aria-hidden="true">
      {'★'.repeat(filled)}
      {'☆'.repeat(MAX - filled)}
    </span>
  );
}

/**
 * The raw mean of the place's shown reviews (one decimal) and their count (requirements §3):
 * what the card shows, while "best rated" orders by a Bayesian average (docs/reviews.md).
 */
export function RatingSummary({ mean, count }: { mean: number; count: number }) {
  const { t } = useTranslation();
  return (
    <p className="review-summary">
      <span className="review-summary__mean" aria-hidden="true">
        {meanText(mean)}
      </span>
      <Stars rating={mean} />
      <span className="visually-hidden">{t('reviews.meanLabel', { mean: meanText(mean) })}</span>
      <span className="review-summary__count">{t('reviews.count', { count })}</span>
    </p>
  );
}
