import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { TrainStation } from '@ecg/domain/contracts';

export interface PickedTrip {
  from: string;
  to: string;
  date: string;
}

function StationSelect({
  label,
  value,
  stations,
  onChange,
}: {
  label: string;
  value: string;
  stations: readonly TrainStation[];
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="trains-picker__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {stations.map((station) => (
          <option key={station.id} value={station.id}>
            {station.name}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The two stations and the day, north to south as the line runs; each change goes straight to
 * the address (the screen's query string), so Back and a shared link keep the question.
 */
export function StationPickers({
  stations,
  picked,
  days,
  onPick,
}: {
  stations: readonly TrainStation[];
  picked: PickedTrip;
  /** The days TDX may be asked for (rules/trains.ts). */
  days: { first: string; last: string };
  onPick: (next: PickedTrip) => void;
}) {
  const { t } = useTranslation();
  const dateId = useId();
  return (
    <div className="trains-picker">
      <StationSelect
        label={t('trains.from')}
        value={picked.from}
        stations={stations}
        onChange={(from) => onPick({ ...picked, from })}
      />
      <button
        type="button"
        className="button button--quiet trains-picker__swap"
        onClick={() => onPick({ ...picked, from: picked.to, to: picked.from })}
      >
        <span aria-hidden="true">⇅ </span>
        {t('trains.swap')}
      </button>
      <StationSelect
        label={t('trains.to')}
        value={picked.to}
        stations={stations}
        onChange={(to) => onPick({ ...picked, to })}
      />
      <div className="trains-picker__field">
        <label htmlFor={dateId}>{t('trains.date')}</label>
        <input
          id={dateId}
          type="date"
          value={picked.date}
          min={days.first}
          max={days.last}
          onChange={(event) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value)) {
              onPick({ ...picked, date: event.target.value });
            }
          }}
        />
      </div>
    </div>
  );
}
