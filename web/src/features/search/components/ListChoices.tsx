import { useQuery } from '@/lib/query';
import { useTranslation } from '@/lib/i18n';
import type { TagKind } from '@ecg/domain/contracts';
import { NEARBY_LISTS, nearbyListPath, type NearbyList } from '@ecg/domain/nearby-routes';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  EVENT_QUARTERS,
  PLACE_SUBLISTS,
  eventsListPath,
  placesListPath,
  type EventQuarter,
  type PlaceSublist,
} from '@ecg/domain/routes';
import { categoriesQuery } from '@/lib/api/categories';
import { tagsQuery } from '../api/get-filter-options';
import { filtersSearch, withFilters, type ListFilters } from '../list-filters';
import { SEARCH_TABS, categoryPath, tabPath, type SearchTab } from '../search-route';
import { ChipLinks } from './ChipLinks';

/** The lists of the search area, one tab each. */
export function SearchTabs({ lang, current }: { lang: ContentLang; current: SearchTab }) {
  const { t } = useTranslation();
  return (
    <ChipLinks
      navigation
      variant="tabs"
      label={t('search.lists')}
      links={SEARCH_TABS.map((tab) => ({
        key: tab,
        label: tab === 'nearby' ? t('nearby.tab') : t(`search.tab.${tab}`),
        to: tabPath(lang, tab),
        current: tab === current,
      }))}
    />
  );
}

/** Food, accommodation and shopping: its sub-lists keep the keyword, region and township. */
export function SublistLinks({
  lang,
  current,
  filters,
}: {
  lang: ContentLang;
  current: PlaceSublist;
  filters: ListFilters;
}) {
  const { t } = useTranslation();
  const search = filtersSearch(withFilters(filters, { tag: undefined }));
  return (
    <ChipLinks
      navigation
      label={t('search.tab.places')}
      links={PLACE_SUBLISTS.map((sublist) => ({
        key: sublist,
        label: t(`search.sublist.${sublist}`),
        to: { pathname: placesListPath(lang, sublist), search },
        current: sublist === current,
      }))}
    />
  );
}

/** What is near: attractions, food and lodging, each nearest first. */
export function NearbyLinks({ lang, current }: { lang: ContentLang; current: NearbyList }) {
  const { t } = useTranslation();
  return (
    <ChipLinks
      navigation
      label={t('nearby.lists')}
      links={NEARBY_LISTS.map((list) => ({
        key: list,
        label: t(`search.sublist.${list}`),
        to: nearbyListPath(lang, list),
        current: list === current,
      }))}
    />
  );
}

/** The category chips of attractions (11–17) or tours (611–616, 20675), named by the API. */
export function CategoryChips({
  lang,
  tab,
  current,
  filters,
}: {
  lang: ContentLang;
  tab: 'attractions' | 'tours';
  current: number | undefined;
  filters: ListFilters;
}) {
  const { t } = useTranslation();
  const categories = useQuery(categoriesQuery(tab === 'attractions' ? 'attraction' : 'tour', lang));
  const search = filtersSearch(filters);
  const named = (categories.data ?? []).flatMap((category) =>
    typeof category.value === 'number' ? [{ value: category.value, title: category.title }] : [],
  );
  return (
    <ChipLinks
      navigation
      label={t('search.categories')}
      links={[{ value: undefined, title: t('search.all') }, ...named].map(({ value, title }) => ({
        key: String(value ?? 'all'),
        label: title,
        to: { pathname: categoryPath(lang, tab, value), search },
        current: value === current,
      }))}
    />
  );
}

/** Events by quarter of the year (requirements §9: 1–3, 4–6, 7–9, 10–12). */
export function QuarterChips({
  lang,
  current,
  filters,
}: {
  lang: ContentLang;
  current: EventQuarter | undefined;
  filters: ListFilters;
}) {
  const { t } = useTranslation();
  const search = filtersSearch(filters);
  return (
    <ChipLinks
      navigation
      label={t('search.quarters')}
      links={[undefined, ...EVENT_QUARTERS].map((quarter) => ({
        key: String(quarter ?? 'all'),
        label: quarter === undefined ? t('search.all') : t(`search.quarter.${quarter}`),
        to: { pathname: eventsListPath(lang, quarter), search },
        current: quarter === current,
      }))}
    />
  );
}

/** The filter tags of a list (attractions, food, hotels, shops); none shown when it has none. */
export function TagChips({
  lang,
  kind,
  pathname,
  filters,
}: {
  lang: ContentLang;
  kind: TagKind;
  pathname: string;
  filters: ListFilters;
}) {
  const { t } = useTranslation();
  const tags = (useQuery(tagsQuery(kind, lang)).data ?? []).flatMap((tag) =>
    typeof tag.value === 'number' ? [{ value: tag.value, title: tag.title }] : [],
  );
  if (tags.length === 0) return null;
  return (
    <ChipLinks
      label={t('search.tags')}
      links={[{ value: undefined, title: t('search.allTags') }, ...tags].map(
        ({ value, title }) => ({
          key: String(value ?? 'all'),
          label: title,
          to: { pathname, search: filtersSearch(withFilters(filters, { tag: value })) },
          current: value === filters.tag,
        }),
      )}
    />
  );
}
