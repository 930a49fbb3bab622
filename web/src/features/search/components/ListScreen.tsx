import { useQuery } from '@/lib/query';
import { useCallback, useMemo } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useLocation, useNavigate } from '@/lib/router';
import type { ContentLang } from '@ecg/domain/rules/language';
import { usePageMeta } from '@/lib/page-meta';
import { categoriesQuery } from '@/lib/api/categories';
import type { ListScope } from '../api/get-list-page';
import { filtersOf, filtersSearch, withFilters, type ListFilters } from '../list-filters';
import { LIST_CONFIG } from '../list-kinds';
import type { SearchRoute } from '../search-route';
import { KeywordField } from './KeywordField';
import { CategoryChips, QuarterChips, SearchTabs, SublistLinks, TagChips } from './ListChoices';
import { PastEventsToggle } from './PastEventsToggle';
import { PlaceFilters } from './PlaceFilters';
import { ResultList } from './ResultList';
import { SearchHeading } from './SearchHeading';

function scopeOf(route: SearchRoute): ListScope {
  if (route.tab === 'events') return route.quarter === undefined ? {} : { quarter: route.quarter };
  if (route.tab === 'attractions' || route.tab === 'tours')
    return route.category === undefined ? {} : { category: route.category };
  return {};
}

/** The name of the route's choice within its list: a category, a quarter or a sub-list. */
function useChoiceName(route: SearchRoute, lang: ContentLang): string | undefined {
  const { t } = useTranslation();
  const categoryKind = route.tab === 'tours' ? 'tour' : 'attraction';
  const category =
    route.tab === 'attractions' || route.tab === 'tours' ? route.category : undefined;
  const categories = useQuery({
    ...categoriesQuery(categoryKind, lang),
    enabled: category !== undefined,
  }).data;
  if (category !== undefined) return categories?.find((entry) => entry.value === category)?.title;
  if (route.tab === 'events' && route.quarter !== undefined)
    return t(`search.quarter.${route.quarter}`);
  if (route.tab === 'places') return t(`search.sublist.${route.sublist}`);
  return undefined;
}

/**
 * One list of the search area: its heading and tabs, its choices and filters, and the
 * windowed list of cards, each opening its overlay over the list.
 */
export function ListScreen({ route, lang }: { route: SearchRoute; lang: ContentLang }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const config = LIST_CONFIG[route.list];
  const filters = useMemo(
    () => filtersOf(new URLSearchParams(search), config.filters),
    [search, config.filters],
  );
  const scope = useMemo(() => scopeOf(route), [route]);

  const title = t(`search.tab.${route.tab}`);
  const choice = useChoiceName(route, lang);
  const pageTitle = choice === undefined ? title : `${choice} · ${title}`;
  usePageMeta(lang, pageTitle, { description: t(`page.lists.${route.list}`) });

  // A new filter is a new address (deep-linkable, kept by a reload); the list starts at its top.
  const apply = useCallback(
    (next: ListFilters) => {
      void navigate({ pathname, search: filtersSearch(next) });
      window.scrollTo(0, 0);
    },
    [navigate, pathname],
  );

  const accepts = (name: 'q' | 'region' | 'township' | 'past') => config.filters.includes(name);
  const head = (
    <>
      <SearchHeading title={title} />
      <SearchTabs lang={lang} current={route.tab} />
      <div className="search-filters">
        {route.tab === 'places' ? (
          <SublistLinks lang={lang} current={route.sublist} filters={filters} />
        ) : null}
        {route.tab === 'attractions' || route.tab === 'tours' ? (
          <CategoryChips lang={lang} tab={route.tab} current={route.category} filters={filters} />
        ) : null}
        {route.tab === 'events' ? (
          <QuarterChips lang={lang} current={route.quarter} filters={filters} />
        ) : null}
        {accepts('q') ? (
          <KeywordField keyword={filters.q} onSearch={(q) => apply(withFilters(filters, { q }))} />
        ) : null}
        {accepts('region') ? (
          <PlaceFilters
            lang={lang}
            filters={filters}
            township={accepts('township')}
            onChange={apply}
          />
        ) : null}
        {accepts('past') ? <PastEventsToggle filters={filters} onChange={apply} /> : null}
        {config.tagKind ? (
          <TagChips lang={lang} kind={config.tagKind} pathname={pathname} filters={filters} />
        ) : null}
      </div>
    </>
  );

  return (
    <ResultList
      kind={route.list}
      lang={lang}
      scope={scope}
      filters={filters}
      head={head}
      label={choice ?? title}
      title={pageTitle}
    />
  );
}
