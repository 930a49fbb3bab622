import { useTranslation } from '@/lib/i18n';
import type { Train } from '@ecg/domain/contracts';

/** What the live board says of the train, or its suspension; nothing when neither is known. */
function TrainState({ train }: { train: Train }) {
  const { t } = useTranslation();
  if (train.suspended !== 'no') {
    return (
      <p className="train__state train__state--off">{t(`trains.suspended.${train.suspended}`)}</p>
    );
  }
  if (train.running === undefined) return null;
  const late = train.running === 'delayed' && (train.delayMinutes ?? 0) > 0;
  const text =
    train.running === 'cancelled'
      ? t('trains.running.cancelled')
      : late
        ? t('trains.running.delayed', { count: train.delayMinutes })
        : t('trains.running.onTime');
  const tone = train.running === 'cancelled' ? 'off' : late ? 'late' : 'on-time';
  return <p className={`train__state train__state--${tone}`}>{text}</p>;
}

/**
 * One train, readable on a phone (docs/live-data.md, Trains): its times first, large, then its
 * type and number with where it ends, what the board says, and what it carries.
 */
export function TrainRow({ train }: { train: Train }) {
  const { t } = useTranslation();
  const name = t('trains.train', { type: t(`trains.types.${train.type}`), no: train.no });
  return (
    <li className={`train${train.suspended === 'whole' ? ' train--suspended' : ''}`}>
      <p className="train__times">
        <span className="visually-hidden">{t('trains.departs')} </span>
        <time>{train.departs}</time>
        <span aria-hidden="true"> → </span>
        <span className="visually-hidden"> {t('trains.arrives')} </span>
        <time>{train.arrives}</time>
      </p>
      <p className="train__name">
        <strong>{name}</strong>
        {train.towards ? ` · ${t('trains.towards', { station: train.towards })}` : ''}
      </p>
      <TrainState train={train} />
      {train.bike || train.wheelchair ? (
        <ul className="train__flags">
          {train.bike ? <li>{t('trains.bike')}</li> : null}
          {train.wheelchair ? <li>{t('trains.wheelchair')}</li> : null}
        </ul>
      ) : null}
    </li>
  );
}
