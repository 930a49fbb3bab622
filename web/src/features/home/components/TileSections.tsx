import { useQuery } from '@/lib/query';
import { usualMonthsText, useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  attractionsListPath,
  eventsListPath,
  liveCameraPath,
  liveTabPath,
  toursListPath,
} from '@ecg/domain/routes';
import { Card } from '@/components/Card';
import { OutlineIcon, VIDEO_PATH } from '@/components/OutlineIcon';
import { useOverlayLink } from '@/components/overlay-link';
import { eventsQuery, IN_CAROUSEL, picksQuery, RECOMMENDED, toursQuery } from '../api/home-queries';
import { webcamsQuery, type Webcam } from '@/lib/api/webcams';
import { daySpan } from '../event-picks';
import { spreadByRegion, tourLength } from '../home-picks';
import { HomeSection, TilePlaceholder } from './HomeSection';

/** Recommended attractions: the pictured places after the carousel's, opening their overlay. */
export function RecommendedSection({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  const picks = useQuery(picksQuery(lang));
  return (
    <HomeSection
      title={t('home.recommended')}
      more={attractionsListPath(lang)}
      query={{ ...picks, data: picks.data?.slice(IN_CAROUSEL, IN_CAROUSEL + RECOMMENDED) }}
      placeholder={<TilePlaceholder />}
      empty="say"
    >
      {(places) => (
        <ul className="home-tiles">
          {places.map((place) => (
            <li key={place.id}>
              <Card
                layout="tile"
                to={overlay({ kind: 'attraction', id: String(place.id) })}
                title={place.name}
                image={place.image?.src}
                meta={place.township.name}
              />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** Featured itineraries: the first of all tours, opening the tour overlay. */
export function ToursSection({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  return (
    <HomeSection
      title={t('home.tours')}
      more={toursListPath(lang)}
      query={useQuery(toursQuery(lang))}
      placeholder={<TilePlaceholder />}
      empty="say"
    >
      {(tours) => (
        <ul className="home-tiles">
          {tours.map((tour) => (
            <li key={tour.id}>
              <Card
                layout="tile"
                to={overlay({ kind: 'tour', id: String(tour.id) })}
                title={tour.title}
                image={tour.image?.src}
                meta={[t(...tourLength(tour.days)), ...tour.category_names].join(' · ')}
              />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/**
 * Events to come and under way, opening the event overlay; then the recurring festivals, which
 * lead to the events list where they are told in full. Never an event that has ended (requirements
 * §9).
 */
export function EventsSection({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  return (
    <HomeSection
      title={t('home.events')}
      more={eventsListPath(lang)}
      query={useQuery(eventsQuery(lang))}
      placeholder={<TilePlaceholder />}
      empty="say"
    >
      {(items) => (
        <ul className="home-tiles">
          {items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              {item.kind === 'event' ? (
                <Card
                  layout="tile"
                  to={overlay({ kind: 'event', id: String(item.id) })}
                  title={item.name}
                  image={item.image?.src}
                  meta={
                    daySpan(item.start, item.end) +
                    (item.dateToBeConfirmed ? ` · ${t('eventDates.toBeConfirmed')}` : '')
                  }
                />
              ) : (
                <Card
                  layout="tile"
                  to={eventsListPath(lang)}
                  title={item.name}
                  image={undefined}
                  meta={usualMonthsText(item.months, t)}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** How many webcams the home shows: one row on a tablet; the Live tab has them all. */
const HOME_WEBCAMS = 4;

const homeWebcams = (all: Webcam[]) =>
  spreadByRegion(all.map((cam) => ({ ...cam, regionId: cam.regionId ?? null }))).slice(
    0,
    HOME_WEBCAMS,
  );

/**
 * Live cams, a few along the coast, each opening its page; hidden while the area publishes none.
 */
export function LiveCamSection({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const cams = useQuery({ ...webcamsQuery(lang), select: homeWebcams });
  return (
    <HomeSection title={t('home.live')} more={liveTabPath(lang)} query={cams} className="home-live">
      {(items) => (
        <ul className="home-tiles">
          {items.map((cam) => (
            <li key={cam.id}>
              <Link to={liveCameraPath(lang, cam.id)} className="home-cam">
                <span className="home-cam__badge">
                  <OutlineIcon d={VIDEO_PATH} size={16} />
                  {t('home.liveBadge')}
                </span>
                <span className="home-cam__name">{cam.name}</span>
                <span className="home-cam__address">{cam.address}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
