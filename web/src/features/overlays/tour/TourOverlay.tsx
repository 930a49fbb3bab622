import { useTranslation } from '@/lib/i18n';
import type { Tour } from '@ecg/domain/contracts';
import { capImages } from '@ecg/domain/rules/images';
import { RichText } from '@/components/RichText';
import { GalleryCarousel } from '@/components/gallery/GalleryCarousel';
import { MapLink } from '@/components/map-link';
import { DetailQuery } from '../DetailQuery';
import { DetailSection, Facts, TranslationNote } from '@/components/detail-parts';
import type { OverlayContentProps } from '../overlay-contents';
import { favouriteItem } from '@/lib/favourites/favourite-item';
import { OverlayTitle } from '../overlay-title';
import { useTour } from '@/lib/api/tour';
import { lengthLabel, seasonKeys, transportKey } from './tour-labels';
import { AdaptTour } from './AdaptTour';
import { TourDays } from './TourDays';
import './tour.css';

/** A stop the trip map can mark: one with both lat and lng (requirements §5). */
const hasPlace = (stop: Tour['daylist'][number][number]) =>
  stop.lat !== undefined && stop.lng !== undefined;

function useListText(): (items: readonly string[]) => string {
  const { i18n } = useTranslation();
  const format = new Intl.ListFormat(i18n.language, { style: 'narrow', type: 'conjunction' });
  return (items) => format.format(items);
}

/**
 * requirements §2 tour detail: images, days, season, transport, category names, content, costs,
 * travel reminders, note and the day list of stops, with the button to its trip map (DAY 1 first)
 * where a stop has a place, and the adaptation into the member's own trip (AdaptTour.tsx).
 */
export function TourDetail({ tour, lang }: { tour: Tour; lang: OverlayContentProps['lang'] }) {
  const { t } = useTranslation();
  const listText = useListText();
  const length = lengthLabel(tour.days);
  const seasons = seasonKeys(tour.season).map((key) => t(key));
  const transport = tour.transport.map((code) => {
    const key = transportKey(code);
    return key ? t(key) : code;
  });
  return (
    <article className="tour-detail">
      <GalleryCarousel
        galleryId={`tour-${tour.id}`}
        images={capImages(tour.images, 'default')}
        label={tour.title}
      />
      <OverlayTitle
        description={tour.content}
        favourite={favouriteItem('tour', tour.id, tour.title)}
      >
        {tour.title}
      </OverlayTitle>
      <TranslationNote translation={tour.translation} />
      {tour.category_names.length > 0 ? (
        <ul className="chips tour-categories" aria-label={t('tour.categories')}>
          {tour.category_names.map((name) => (
            <li key={name} className="chip">
              {name}
            </li>
          ))}
        </ul>
      ) : null}
      <div className="tour-facts">
        <Facts
          rows={[
            [t('tour.length'), t(length.key, { n: length.n })],
            [t('tour.season'), seasons.length > 0 ? listText(seasons) : undefined],
            [t('tour.transport'), transport.length > 0 ? listText(transport) : undefined],
          ]}
        />
      </div>
      <DetailSection title={t('tour.about')}>
        {tour.content ? <RichText html={tour.content} /> : null}
      </DetailSection>
      <DetailSection title={t('tour.itinerary')} className="tour-itinerary">
        {tour.daylist.some((stops) => stops.length > 0) ? (
          <>
            {tour.daylist.some((stops) => stops.some(hasPlace)) ? (
              <p className="tour-map">
                <MapLink view={{ layer: 'trip', day: 1 }}>{t('nearby.tripMap')}</MapLink>
              </p>
            ) : null}
            <TourDays daylist={tour.daylist} />
            <AdaptTour tourId={tour.id} lang={lang} />
          </>
        ) : null}
      </DetailSection>
      <DetailSection title={t('tour.price')}>
        {tour.price ? <p className="detail-text">{tour.price}</p> : null}
      </DetailSection>
      <DetailSection title={t('tour.remind')}>
        {tour.remind ? <p className="detail-text">{tour.remind}</p> : null}
      </DetailSection>
      <DetailSection title={t('tour.note')}>
        {tour.note ? <p className="detail-text">{tour.note}</p> : null}
      </DetailSection>
    </article>
  );
}

export default function TourOverlay({ overlay, lang }: OverlayContentProps) {
  if (overlay.kind !== 'tour') return null;
  return <TourContent id={overlay.id} lang={lang} />;
}

function TourContent({ id, lang }: { id: string; lang: OverlayContentProps['lang'] }) {
  const query = useTour(id, lang);
  return (
    <DetailQuery query={query}>{(tour) => <TourDetail tour={tour} lang={lang} />}</DetailQuery>
  );
}
