import { useTranslation } from '@/lib/i18n';
import { useSearchParams } from '@/lib/router';
import type { ContentLang } from '@ecg/domain/rules/language';
import { REVIEW_PLACE_KINDS, type ReviewPlaceKind } from '@ecg/domain/rules/reviews';
import { Link } from '@/components/Link';
import { StatusMessage } from '@/components/StatusMessage';
import { useOverlayLink } from '@/components/overlay-link';
import { usePageMeta } from '@/lib/page-meta';
import { useBestRated } from '../api/best-rated';
import { RatingSummary } from '@/widgets/reviews/components/RatingSummary';
import { bestRatedPath, howPath } from '@/widgets/reviews/review-paths';

const kindOf = (value: string | null): ReviewPlaceKind =>
  REVIEW_PLACE_KINDS.find((kind) => kind === value) ?? 'attraction';

/**
 * Best rated (docs/reviews.md) at /{lang}/reviews/best?kind=: the places of a kind in the
 * server's order, a Bayesian average with a prior of five reviews, so one 5-star review does
 * not outrank forty 4.8s; each card shows the raw mean and count, and opens the place.
 */
export function BestRatedPage({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const kind = kindOf(params.get('kind'));
  usePageMeta(lang, t('reviews.best.title'), { description: t('reviews.best.description') });
  const places = useBestRated(lang, kind);
  const overlayLink = useOverlayLink();

  let body;
  if (places.data === undefined) {
    body = (
      <StatusMessage
        status={places.isError ? 'failed' : 'loading'}
        onRetry={() => void places.refetch()}
      />
    );
  } else if (places.data.length === 0) {
    body = <p>{t('reviews.best.empty')}</p>;
  } else {
    body = (
      <ol className="best-rated__list">
        {places.data.map((place) => (
          <li key={place.id}>
            <Link className="best-rated__card" to={overlayLink({ kind, id: String(place.id) })}>
              <span className="best-rated__name">{place.name}</span>
              <RatingSummary mean={place.mean} count={place.count} />
            </Link>
          </li>
        ))}
      </ol>
    );
  }
  return (
    <div className="page-column best-rated">
      <h1 className="page-title">{t('reviews.best.title')}</h1>
      <nav aria-label={t('reviews.best.kinds')}>
        <ul className="best-rated__kinds">
          {REVIEW_PLACE_KINDS.map((each) => (
            <li key={each}>
              <Link
                className="button"
                to={bestRatedPath(lang, each)}
                {...(each === kind ? { 'aria-current': 'page' as const } : {})}
              >
                {t(`reviews.best.kind.${each}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p>
        {t('reviews.best.order')} <Link to={howPath(lang)}>{t('reviews.links.how')}</Link>
      </p>
      {body}
    </div>
  );
}
