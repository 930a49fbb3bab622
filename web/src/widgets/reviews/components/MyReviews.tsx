import { useTranslation } from '@/lib/i18n';
import type { OwnReview } from '@ecg/domain/contracts/reviews';
import type { ContentLang } from '@ecg/domain/rules/language';
import { ratingLabelOf, type ReviewRating } from '@ecg/domain/rules/reviews';
import { Link } from '@/components/Link';
import { StatusMessage } from '@/components/StatusMessage';
import { useOverlayLink } from '@/components/overlay-link';
import { problemOfError } from '@/lib/members/member-call';
import { memberDay } from '@/lib/members/member-text';
import { useMemberReviews } from '../api/reviews';
import { howPath } from '../review-paths';
import '../reviews.css';

/**
 * My reviews in the member area (docs/reviews.md): each of the member's reviews with its place
 * (opening the place's overlay), its rating, and where it stands: waiting for an operator,
 * shown, hidden after reports while an operator looks, or not published with the operator's
 * reason. Read in the member area's own query client.
 */
export function MyReviews({ lang, token }: { lang: ContentLang; token: string }) {
  const { t } = useTranslation();
  const reviews = useMemberReviews(lang, token);
  let body;
  if (reviews.isPending) body = <StatusMessage status="loading" part />;
  else if (reviews.isError) {
    const problem = problemOfError(reviews.error);
    body =
      problem.kind === 'offline' ? (
        <StatusMessage status="failed" part onRetry={() => void reviews.refetch()} />
      ) : (
        <div role="alert">
          <p>{t('reviews.mine.failed')}</p>
          <button type="button" className="button" onClick={() => void reviews.refetch()}>
            {t('reviews.retry')}
          </button>
        </div>
      );
  } else if (reviews.data.length === 0) body = <p>{t('reviews.mine.empty')}</p>;
  else {
    body = (
      <ul className="my-reviews__list">
        {reviews.data.map((review) => (
          <li key={review.id}>
            <MyReview review={review} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className="member-section my-reviews" aria-labelledby="member-reviews-title">
      <h2 id="member-reviews-title" className="member-section__title">
        {t('reviews.mine.title')}
      </h2>
      {body}
      <p>
        <Link to={howPath(lang)}>{t('reviews.links.how')}</Link>
      </p>
    </section>
  );
}

function MyReview({ review }: { review: OwnReview }) {
  const { t, i18n } = useTranslation();
  const overlayLink = useOverlayLink();
  return (
    <article className="my-review">
      <Link
        className="my-review__name"
        to={overlayLink({ kind: review.kind, id: String(review.placeId) })}
      >
        {review.placeName}
      </Link>
      <p>
        {t('reviews.mine.rated', {
          label: t(`reviews.rating.${ratingLabelOf(review.rating as ReviewRating)}`),
          day: memberDay(review.createdAt, i18n.language),
        })}
      </p>
      <p className={`my-review__status my-review__status--${review.status}`}>
        {t(`reviews.mine.status.${review.status}`)}
      </p>
      {review.status === 'rejected' && review.reason ? (
        <p>{t('reviews.mine.reason', { reason: review.reason })}</p>
      ) : null}
    </article>
  );
}
