import { useState, type CSSProperties } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Tripadvisor } from '@ecg/domain/contracts';
import { formatCount, tripadvisorRatingImage, tripadvisorRatingText } from '../place-fields';

const MAX_SCORE = 5;

/** Five marks filled to the score, drawn in CSS: decoration beside a score said in words. */
function ScoreMarks({ score, shape }: { score: number; shape: 'star' | 'bubble' }) {
  return (
    <span className={`place-marks place-marks--${shape}`} aria-hidden="true">
      {Array.from({ length: MAX_SCORE }, (_, index) => {
        const fill = Math.min(Math.max(score - index, 0), 1);
        return (
          <span
            key={index}
            className="place-marks__mark"
            style={{ '--fill': `${Math.round(fill * 100)}%` } as CSSProperties}
          />
        );
      })}
    </span>
  );
}

/**
 * Tripadvisor's rating picture. Until it has come (and where it cannot come, offline) the
 * same bubbles drawn here stand in its place; the name of the picture is always the rating.
 */
function TripadvisorImage({ rating }: { rating: number }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'loading' | 'loaded' | 'failed'>('loading');
  const alt = t('place.tripadvisorRating', { rating: tripadvisorRatingText(rating) });
  return (
    <span
      className={`place-rating__image place-rating__image--${phase}`}
      {...(phase === 'failed' ? { role: 'img', 'aria-label': alt } : {})}
    >
      {phase === 'loaded' ? null : <ScoreMarks score={rating} shape="bubble" />}
      {phase === 'failed' ? null : (
        <img
          src={tripadvisorRatingImage(rating)}
          alt={alt}
          width={100}
          height={20}
          referrerPolicy="no-referrer"
          onLoad={() => setPhase('loaded')}
          onError={() => setPhase('failed')}
        />
      )}
    </span>
  );
}

/** Google's score and Tripadvisor's rating with its number of reviews (requirements §2). */
export function Ratings({
  googleScore,
  tripadvisor,
}: {
  googleScore: number | undefined;
  tripadvisor: Tripadvisor | undefined;
}) {
  const { t, i18n } = useTranslation();
  if (googleScore === undefined && tripadvisor === undefined) return null;
  return (
    <ul className="place-ratings" aria-label={t('place.ratings')}>
      {googleScore !== undefined ? (
        <li className="place-rating">
          <span className="place-rating__source">Google</span>
          <span className="place-rating__value">
            <span className="place-rating__score" aria-hidden="true">
              {googleScore.toFixed(1)}
            </span>
            <ScoreMarks score={googleScore} shape="star" />
            <span className="visually-hidden">
              {t('place.googleScore', { score: googleScore.toFixed(1) })}
            </span>
          </span>
        </li>
      ) : null}
      {tripadvisor !== undefined ? (
        <li className="place-rating">
          <span className="place-rating__source">Tripadvisor</span>
          <span className="place-rating__value">
            <span className="place-rating__score" aria-hidden="true">
              {tripadvisorRatingText(tripadvisor.rating)}
            </span>
            <TripadvisorImage rating={tripadvisor.rating} />
          </span>
          <span className="place-rating__reviews">
            {tripadvisor.num_reviews === 1
              ? t('place.reviewsOne')
              : t('place.reviews', {
                  number: formatCount(tripadvisor.num_reviews, i18n.language),
                })}
          </span>
        </li>
      ) : null}
    </ul>
  );
}
