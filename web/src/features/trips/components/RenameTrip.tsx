import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { TRIP_NAME_MAX } from '@ecg/domain/contracts';

/**
 * The trip's name, changed in a small form: saved only when it is not empty and not the same,
 * the field kept as typed while it is on its way or if it fails (said by the trip's page).
 */
export function RenameTrip({
  name,
  busy,
  onRename,
}: {
  name: string;
  busy: boolean;
  onRename: (name: string) => void;
}) {
  const { t } = useTranslation();
  const fieldId = useId();
  const [typed, setTyped] = useState(name);
  const next = typed.trim();
  return (
    <form
      className="trip-rename"
      onSubmit={(event) => {
        event.preventDefault();
        if (next !== '' && next !== name) onRename(next);
      }}
    >
      <label htmlFor={fieldId} className="trip-rename__label">
        {t('trips.name')}
      </label>
      <div className="trip-rename__row">
        <input
          id={fieldId}
          className="trip-rename__input"
          value={typed}
          maxLength={TRIP_NAME_MAX}
          onChange={(event) => setTyped(event.target.value)}
        />
        <button type="submit" className="button" disabled={busy || next === '' || next === name}>
          {t('trips.rename')}
        </button>
      </div>
    </form>
  );
}
