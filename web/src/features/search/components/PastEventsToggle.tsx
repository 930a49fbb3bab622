import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { withFilters, type ListFilters } from '../list-filters';

/**
 * The events list leaves out what has ended unless the visitor asks (requirements §9); asking is a
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
  const asked = filters.past === 'true';
  // The box follows the click at once; the address follows a moment later (the router
  // renders it as a transition), and Back or a link may change it too.
  const [checked, setChecked] = useState(asked);
  const [address, setAddress] = useState(asked);
  if (address !== asked) {
    setAddress(asked);
    setChecked(asked);
  }
  return (
    <label className="search-toggle">
      <input
        type="checkbox"
        checked={checked}
        onChange={(event) => {
          setChecked(event.target.checked);
          onChange(withFilters(filters, { past: event.target.checked ? 'true' : undefined }));
        }}
      />
      {t('events.showPast')}
    </label>
  );
}
