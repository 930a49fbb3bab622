import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LiveWebcam } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { attractionsListPath, eventsListPath, toursListPath } from '@ecg/domain/routes';
import { Card } from '../../../components/Card';
import { Glyph } from '../../../components/Glyph';
import { useOverlayLink } from '../../overlays/overlay-link';
import {
  eventsQuery,
  IN_CAROUSEL,
  liveCamerasQuery,
  picksQuery,
  RECOMMENDED,
  toursQuery,
} from '../api/home-queries';
import { daySpan, upcomingFirst } from '../event-picks';
import { HomeSection, TilePlaceholder } from './HomeSection';

const EVENTS_SHOWN = 8;

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
                meta={[t('home.days', { count: tour.days }), ...tour.category_names].join(' · ')}
              />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

/** Events, upcoming first, opening the event overlay. */
export function EventsSection({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const overlay = useOverlayLink();
  const [now] = useState(() => Date.now());
  const events = useQuery({
    ...eventsQuery(lang),
    select: (all) => upcomingFirst(all, now).slice(0, EVENTS_SHOWN),
  });
  return (
    <HomeSection
      title={t('home.events')}
      more={eventsListPath(lang)}
      query={events}
      placeholder={<TilePlaceholder />}
      empty="say"
    >
      {(items) => (
        <ul className="home-tiles">
          {items.map((event) => (
            <li key={event.id}>
              <Card
                layout="tile"
                to={overlay({ kind: 'event', id: String(event.id) })}
                title={event.name}
                image={event.image?.src}
                meta={daySpan(event.start, event.end)}
              />
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}

type Webcam = LiveWebcam & { id: number; name?: string };

/** Live cams, each opening its stream page; hidden while the area publishes none. */
export function LiveCamSection({ lang }: { lang: ContentLang }) {
  const { t } = useTranslation();
  const cams = useQuery({
    ...liveCamerasQuery(lang),
    select: (all) => all.filter((cam): cam is Webcam => cam.id !== undefined),
  });
  return (
    <HomeSection title={t('home.live')} query={cams} className="home-live">
      {(items) => (
        <ul className="home-tiles">
          {items.map((cam) => (
            <li key={cam.id}>
              <Link to={`/${lang}/live-camera/${cam.id}`} className="home-cam">
                <span className="home-cam__badge">
                  <Glyph name="video" size={16} />
                  {t('home.liveBadge')}
                </span>
                <span className="home-cam__name">{cam.name ?? cam.address}</span>
                <span className="home-cam__address">{cam.address}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeSection>
  );
}
