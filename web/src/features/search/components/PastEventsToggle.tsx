import { useTranslation } from 'react-i18next';
import { withFilters, type ListFilters } from '../list-filters';

/**
 * The events list leaves out what has ended unless the visitor asks (issue 12); asking is a
 * new address, so the choice survives a reload and a change of quarter.
 */
export function PastEventsToggle({
  filters,
  onChange,
}: {
  filters: ListFilters;
  onChange: (filters: ListFilters) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="search-toggle">
      <input
        type="checkbox"
        checked={filters.past === 'true'}
        onChange={(event) =>
          onChange(withFilters(filters, { past: event.target.checked ? 'true' : undefined }))
        }
      />
      {t('events.showPast')}
    </label>
  );
}
