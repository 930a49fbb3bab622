import type { PlaceSummary } from '@ecg/domain/contracts';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import { Carousel } from '@/components/Carousel';
import { LazyImage } from '@/components/LazyImage';
import { StatusMessage } from '@/components/StatusMessage';
import { useOverlayLink } from '@/components/overlay-link';

/** requirements §9: the home carousel turns every 3000 ms. */
export const HOME_CAROUSEL_DELAY_MS = 3000;

/**
 * The first thing on the page: a few recommended places, one from each part of the coast in
 * turn, each opening its attraction overlay. Its box keeps its size while the list loads.
 */
export function HeroCarousel({
  places,
  failed,
  onRetry,
}: {
  places: PlaceSummary[] | undefined;
  failed: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  if (places === undefined) {
    return (
      <div className="hero hero--waiting">
        <StatusMessage status={failed ? 'failed' : 'loading'} onRetry={onRetry} part />
      </div>
    );
  }
  if (places.length === 0) return null;
  return (
    <Carousel
      className="hero"
      items={places}
      delayMs={HOME_CAROUSEL_DELAY_MS}
      label={t('home.highlights')}
      renderSlide={(place, index) => (
        <Link to={overlay({ kind: 'attraction', id: String(place.id) })} className="hero__slide">
          <LazyImage
            src={place.image?.src}
            alt=""
            ratio="16 / 10"
            {...(index === 0 ? { eager: true } : {})}
          />
          <span className="hero__caption">
            <span className="hero__name">{place.name}</span>
            <span className="hero__place">{place.township.name}</span>
          </span>
        </Link>
      )}
    />
  );
}
