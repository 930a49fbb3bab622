import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { RegionId } from '@ecg/domain/rules/regions';
import { regionsQuery, townshipsQuery } from '../api/get-filter-options';
import {
  townshipName,
  townshipsOfRegion,
  withFilters,
  withRegion,
  type ListFilters,
} from '../list-filters';

/**
 * Region and township of a list (SPEC §3: Hualien, Taitung, Green Island; the townships of
 * the chosen region). Each change is a new address at once.
 */
export function PlaceFilters({
  lang,
  filters,
  township: withTownship,
  onChange,
}: {
  lang: ContentLang;
  filters: ListFilters;
  /** Events filter by region only. */
  township: boolean;
  onChange: (filters: ListFilters) => void;
}) {
  const { t } = useTranslation();
  const regionId = useId();
  const townshipId = useId();
  const regions = useQuery(regionsQuery(lang)).data ?? [];
  const townships = useQuery({ ...townshipsQuery(lang), enabled: withTownship }).data ?? [];
  const offered = townshipsOfRegion(townships, filters.region);

  return (
    <div className="search-selects">
      <div className="search-field">
        <label htmlFor={regionId} className="search-field__label">
          {t('search.region')}
        </label>
        <select
          id={regionId}
          className="search-select"
          value={filters.region ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            const region = value === '' ? undefined : (Number(value) as RegionId);
            onChange(withRegion(filters, region, townships));
          }}
        >
          <option value="">{t('search.allRegions')}</option>
          {regions.map((region) => (
            <option key={region.id} value={region.id}>
              {region.title}
            </option>
          ))}
        </select>
      </div>
      {withTownship ? (
        <div className="search-field">
          <label htmlFor={townshipId} className="search-field__label">
            {t('search.township')}
          </label>
          <select
            id={townshipId}
            className="search-select"
            value={filters.township ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              onChange(withFilters(filters, { township: value === '' ? undefined : value }));
            }}
          >
            <option value="">{t('search.allTownships')}</option>
            {offered.map((township) => (
              <option key={township.id} value={String(township.id)}>
                {townshipName(township, lang)}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </div>
  );
}
