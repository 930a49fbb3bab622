import { useTranslation } from 'react-i18next';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  attractionsListPath,
  eventsListPath,
  liveTabPath,
  toursListPath,
} from '@ecg/domain/routes';
import { nearbyListPath } from '@ecg/domain/nearby-routes';
import { LinkRow, LinkRows } from '../../../components/LinkRow';
import { useMapLink } from '../../../components/map-link';

/**
 * The travel assistant (requirements §2 Service): the ways into what the app itself knows, the
 * search area's lists, the map with its amenities, and the Live tab; each path from the domain.
 */
export function TravelAssistant({ lang, label }: { lang: ContentLang; label: string }) {
  const { t } = useTranslation();
  const mapLink = useMapLink();
  const rows = [
    { key: 'nearby', to: nearbyListPath(lang) },
    { key: 'map', to: mapLink({ layer: 'spots' }) },
    { key: 'attractions', to: attractionsListPath(lang) },
    { key: 'tours', to: toursListPath(lang) },
    { key: 'events', to: eventsListPath(lang) },
    { key: 'live', to: liveTabPath(lang) },
  ] as const;
  return (
    <LinkRows label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <LinkRow
            to={row.to}
            title={t(`serviceHub.assistant.${row.key}`)}
            text={t(`serviceHub.assistant.${row.key}Text`)}
          />
        </li>
      ))}
    </LinkRows>
  );
}
