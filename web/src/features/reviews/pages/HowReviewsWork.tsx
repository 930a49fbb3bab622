import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  BAYES_PRIOR_WEIGHT,
  REPORTS_TO_HIDE,
  REVIEW_TEXT_MAX,
  REVIEW_TEXT_MIN,
  REVIEWS_HELD_FIRST,
} from '@ecg/domain/rules/reviews';
import { Link } from '@/components/Link';
import { usePageMeta } from '@/lib/page-meta';
import { bestRatedPath } from '@/widgets/reviews/review-paths';

/** The page's parts, each a heading and its text in the locale files (reviews.how.*). */
const PARTS = ['who', 'held', 'reports', 'refused', 'order', 'deleted'] as const;

/**
 * How reviews work (docs/reviews.md) at /{lang}/reviews/how, in every language: who may write,
 * which reviews wait for an operator, reports, what is refused as spam, the best-rated order,
 * and what becomes of a review when its member leaves. The numbers are the rules' own
 * (rules/reviews.ts), so the page says what the server does.
 */
export function HowReviewsWork({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  usePageMeta(lang, t('reviews.how.title'), { description: t('reviews.how.description') });
  const numbers = {
    held: REVIEWS_HELD_FIRST,
    reports: REPORTS_TO_HIDE,
    prior: BAYES_PRIOR_WEIGHT,
    min: REVIEW_TEXT_MIN,
    max: REVIEW_TEXT_MAX,
  };
  return (
    <div className="page-column reviews-how">
      <h1 className="page-title">{t('reviews.how.title')}</h1>
      <p>{t('reviews.how.description')}</p>
      {PARTS.map((part) => (
        <section key={part} aria-labelledby={`reviews-how-${part}`}>
          <h2 id={`reviews-how-${part}`}>{t(`reviews.how.${part}.title`)}</h2>
          <p>{t(`reviews.how.${part}.text`, numbers)}</p>
        </section>
      ))}
      <p>
        <Link to={bestRatedPath(lang)}>{t('reviews.links.best')}</Link>
      </p>
    </div>
  );
}
