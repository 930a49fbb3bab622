import { useQuery } from '@/lib/query';
import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
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
 * Region and township of a list (requirements §3: Hualien, Taitung, Green Island; the townships of
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
  const regions = useQuery(regionsQuery(lang)).data ?? [];
  const townships = useQuery({ ...townshipsQuery(lang), enabled: withTownship }).data ?? [];
  const offered = townshipsOfRegion(townships, filters.region);

  return (
    <div className="search-selects">
      <LabelledSelect
        label={t('search.region')}
        value={filters.region === undefined ? '' : String(filters.region)}
        anyText={t('search.allRegions')}
        options={regions.map((region) => ({ value: String(region.id), text: region.title }))}
        onChange={(value) => {
          const region = value === '' ? undefined : (Number(value) as RegionId);
          onChange(withRegion(filters, region, townships));
        }}
      />
      {withTownship ? (
        <LabelledSelect
          label={t('search.township')}
          value={filters.township ?? ''}
          anyText={t('search.allTownships')}
          options={offered.map((township) => ({
            value: String(township.id),
            text: townshipName(township, lang),
          }))}
          onChange={(value) =>
            onChange(withFilters(filters, { township: value === '' ? undefined : value }))
          }
        />
      ) : null}
    </div>
  );
}

/** A select with its visible label; the empty value stands for "any". */
function LabelledSelect({
  label,
  value,
  anyText,
  options,
  onChange,
}: {
  label: string;
  value: string;
  anyText: string;
  options: readonly { value: string; text: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="search-field">
      <label htmlFor={id} className="search-field__label">
        {label}
      </label>
      <select
        id={id}
        className="search-select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{anyText}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.text}
          </option>
        ))}
      </select>
    </div>
  );
}
