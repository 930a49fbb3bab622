import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { Trip, TripStop } from '@ecg/domain/contracts';
import { StopLink } from '@/components/StopLink';
import { ConfirmDialog } from './ConfirmDialog';

interface At {
  day: number;
  position: number;
  stop: TripStop;
}

/**
 * The trip's days and stops as the tour's day list shows them (components/StopLink.tsx), each
 * stop with a select of its day (moving it there, no dragging needed) and a removal asked once
 * more. Empty days stay, as the server keeps them (contracts/trips.ts).
 */
export function TripDays({
  trip,
  busy,
  onMove,
  onRemove,
}: {
  trip: Trip;
  busy: boolean;
  onMove: (day: number, position: number, to: number) => void;
  onRemove: (day: number, position: number) => void;
}) {
  const { t } = useTranslation();
  const [removing, setRemoving] = useState<At>();
  return (
    <div className="tour-days">
      {trip.days.map((stops, day) => (
        <section key={day} className="tour-day" aria-labelledby={`trip-day-${day + 1}`}>
          <h2 className="tour-day__title" id={`trip-day-${day + 1}`}>
            {t('tour.day', { n: day + 1 })}
          </h2>
          {stops.length === 0 ? (
            <p className="trip-day__empty">{t('trips.dayEmpty')}</p>
          ) : (
            <ol className="tour-stops trip-stops">
              {stops.map((stop, position) => (
                <li key={`${stop.type}-${stop.id}-${position}`} className="trip-stop">
                  <StopLink stop={stop} position={position} />
                  <div className="trip-stop__actions">
                    <label className="trip-stop__day">
                      <span className="visually-hidden">
                        {t('trips.moveLabel', { name: stop.name })}
                      </span>
                      <select
                        value={day}
                        disabled={busy}
                        onChange={(event) => onMove(day, position, Number(event.target.value))}
                      >
                        {trip.days.map((_, to) => (
                          <option key={to} value={to}>
                            {t('tour.day', { n: to + 1 })}
                          </option>
                        ))}
                      </select>
                    </label>
                    <button
                      type="button"
                      className="button button--quiet"
                      disabled={busy}
                      aria-label={t('trips.removeLabel', { name: stop.name })}
                      onClick={() => setRemoving({ day, position, stop })}
                    >
                      {t('trips.remove')}
                    </button>
                  </div>
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      <ConfirmDialog
        open={removing !== undefined}
        title={t('trips.removeTitle')}
        text={t('trips.removeWhat', { name: removing?.stop.name ?? '' })}
        yes={t('trips.remove')}
        onCancel={() => setRemoving(undefined)}
        onConfirm={() => {
          if (removing) onRemove(removing.day, removing.position);
          setRemoving(undefined);
        }}
      />
    </div>
  );
}
