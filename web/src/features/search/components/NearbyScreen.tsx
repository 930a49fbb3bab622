import { useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { useFollowedPosition } from '@/lib/location/location-context';
import type { LocationState } from '@/lib/location/use-location';
import { usePageMeta } from '@/lib/page-meta';
import { MapLink } from '@/components/map-link';
import { PositionAge } from '@/components/PositionAge';
import { LocationPrompt } from '@/components/LocationPrompt';
import type { ListFilters } from '../list-filters';
import type { SearchRoute } from '../search-route';
import { NearbyLinks, SearchTabs } from './ListChoices';
import { ResultList } from './ResultList';
import { SearchHeading } from './SearchHeading';

type NearbyRoute = Extract<SearchRoute, { tab: 'nearby' }>;

/** A nearby list has no filters: one object, so its query is the same on every render. */
const NO_FILTERS: ListFilters = {};

/** Where the distances are measured from, how old that is once old, and that place on the map. */
function NearbyOrigin({ location }: { location: LocationState }) {
  const { t } = useTranslation();
  const fromVisitor = location.status === 'allowed';
  return (
    <div className="nearby-origin">
      <div>
        <p className="nearby-origin__text" role={fromVisitor ? undefined : 'note'}>
          {t(fromVisitor ? 'nearby.fromYou' : 'nearby.fromDefault')}
        </p>
        {fromVisitor ? (
          <PositionAge fixedAt={location.fixedAt} className="nearby-origin__text" />
        ) : null}
      </div>
      <MapLink view={{ layer: 'spots', at: location.position }}>{t('nearby.showOnMap')}</MapLink>
    </div>
  );
}

/**
 * Nearby attractions, food and lodging, nearest first with their distance (requirements §1, §5),
 * once the visitor has shared their position or refused to: a refusal sorts them from the
 * default position (requirements §6), and the shell shows the location-denied hint. The position
 * is watched while the list is open, so the list follows the visitor.
 */
export function NearbyScreen({ route, lang }: { route: NearbyRoute; lang: ContentLang }) {
  const { t } = useTranslation();
  const location = useFollowedPosition();
  const title = t('nearby.title');
  const pageTitle = `${t(`search.sublist.${route.sublist}`)} · ${title}`;
  usePageMeta(lang, pageTitle, { description: t('page.nearby') });
  const known = location.status !== 'asking';
  const scope = useMemo(() => ({ near: location.position }), [location.position]);

  const head = (
    <>
      <SearchHeading title={title} />
      <SearchTabs lang={lang} current="nearby" />
      <div className="search-filters">
        <NearbyLinks lang={lang} current={route.sublist} />
        {known ? <NearbyOrigin location={location} /> : null}
      </div>
    </>
  );
  if (!known) {
    return (
      <>
        <div className="search-head">{head}</div>
        <LocationPrompt />
      </>
    );
  }
  return (
    <ResultList
      kind={route.list}
      lang={lang}
      scope={scope}
      filters={NO_FILTERS}
      head={head}
      label={pageTitle}
      title={pageTitle}
    />
  );
}
