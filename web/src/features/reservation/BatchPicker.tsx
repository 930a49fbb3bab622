import { useTranslation } from '@/lib/i18n';
import type { Batch, EchelonAnswer } from '@ecg/domain/contracts';
import { bookingDay, uiLangOf } from './booking-text';

/**
 * The dates to come, each with its batches: a time with its places left to choose, or marked
 * full or closed, which cannot be chosen.
 */
export function BatchPicker({
  days,
  chosen,
  onChoose,
}: {
  days: EchelonAnswer['days'];
  chosen: number | undefined;
  onChoose: (batch: Batch) => void;
}) {
  const { t, i18n } = useTranslation();
  const lang = uiLangOf(i18n.language);
  if (days.length === 0) return <p className="service-none">{t('reservation.noBatches')}</p>;
  return (
    <ol className="batch-days">
      {days.map((day) => (
        <li key={day.date} className="batch-day">
          <h3 className="batch-day__date">{bookingDay(day.date, lang)}</h3>
          <ul className="batch-day__batches">
            {day.batches.map((batch) => (
              <li key={batch.id}>
                <BatchChoice batch={batch} chosen={batch.id === chosen} onChoose={onChoose} />
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}

function BatchChoice({
  batch,
  chosen,
  onChoose,
}: {
  batch: Batch;
  chosen: boolean;
  onChoose: (batch: Batch) => void;
}) {
  const { t } = useTranslation();
  const time = <span className="batch__time">{batch.time}</span>;
  const length = t('reservation.duration', { count: batch.durationMinutes });
  if (batch.state !== 'open') {
    return (
      <p className={`batch batch--${batch.state}`}>
        {time}
        <span className="batch__detail">{length}</span>
        <span className="batch__state">
          {t(batch.state === 'full' ? 'reservation.full' : 'reservation.closed')}
        </span>
      </p>
    );
  }
  return (
    <button
      type="button"
      className="batch batch--open"
      aria-pressed={chosen}
      onClick={() => onChoose(batch)}
    >
      {time}
      <span className="batch__detail">
        {length} · {t('reservation.placesLeft', { count: batch.placesLeft })}
      </span>
    </button>
  );
}
