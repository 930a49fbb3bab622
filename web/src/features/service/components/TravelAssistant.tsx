import { useQuery } from '@/lib/query';
import { useTranslation, type TFunction } from '@/lib/i18n';
import { namedKinds, type NamedKinds } from '@ecg/domain/rules/facility-layers';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  attractionsListPath,
  eventsListPath,
  liveTabPath,
  toursListPath,
} from '@ecg/domain/routes';
import { nearbyListPath } from '@ecg/domain/nearby-routes';
import { LinkRow, LinkRows } from '@/components/LinkRow';
import { useMapLink } from '@/components/map-link';
import { facilityKindsQuery } from '@/lib/api/facility-kinds';

/** How many of the map's layers its row names; the map's own layer list shows them all. */
const MAP_KINDS_NAMED = 3;

/**
 * A layer's name, written as a title ('Health stations'), within a sentence: lower-case where
 * the language has case, except an abbreviation ('AEDs').
 */
const inSentence = (name: string) =>
  /^\p{Lu}\p{Ll}/u.test(name) ? name.charAt(0).toLowerCase() + name.slice(1) : name;

/**
 * What the map row promises: the amenities the server holds points of (the facility-kinds
 * call), never a kind whose data needs a key or an import; only the sights while that is not
 * known.
 */
function mapText(t: TFunction, named: NamedKinds | undefined): string {
  if (named === undefined) return t('serviceHub.assistant.mapText');
  if (named.kinds.length === 0) return t('serviceHub.assistant.mapTextSpots');
  const kinds = named.kinds
    .map((kind) => inSentence(t(`map.layer.${kind}`)))
    .join(t('search.listSeparator'));
  return t(`serviceHub.assistant.${named.more ? 'mapTextKindsMore' : 'mapTextKinds'}`, { kinds });
}

/**
 * The travel assistant (requirements §2 Service): the ways into what the app itself knows, the
 * search area's lists, the map with its amenities, and the Live tab; each path from the domain.
 */
export function TravelAssistant({ lang, label }: { lang: ContentLang; label: string }) {
  const { t } = useTranslation();
  const mapLink = useMapLink();
  const counts = useQuery(facilityKindsQuery(lang)).data;
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
            text={
              row.key === 'map'
                ? mapText(t, namedKinds(counts, MAP_KINDS_NAMED))
                : t(`serviceHub.assistant.${row.key}Text`)
            }
          />
        </li>
      ))}
    </LinkRows>
  );
}
