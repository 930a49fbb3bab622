import { useTranslation } from '@/lib/i18n';
import type { LiveMeta } from '@ecg/domain/contracts';
import { clockTime } from './weather-text';
import '@/components/live-source.css';
import './conditions.css';

/**
 * When a value was observed (the upstream's time, else when it was fetched) in Taipei: the
 * time alone today, with the date on another day, so a kept value never passes for today's.
 */
export function stampTime(meta: LiveMeta, now: number): { text: string; dateTime: string } {
  const when = meta.observedAt ?? meta.fetchedAt;
  return {
    text: clockTime(when, now),
    dateTime: `${when.slice(0, 10)}T${when.slice(11, 16)}+08:00`,
  };
}

/**
 * The source line of one condition: the sample badge for a sample, the not-updated badge for a
 * kept answer, then who said it and when.
 */
export function ConditionStamp({
  meta,
  kept,
  now,
}: {
  meta: LiveMeta;
  kept: boolean;
  now: number;
}) {
  const { t } = useTranslation();
  const time = stampTime(meta, now);
  const provider = t(
    `conditions.provider.${meta.source === 'computed' ? 'computed' : meta.provider}`,
    {
      defaultValue: meta.provider,
    },
  );
  return (
    <p className="condition-stamp">
      {meta.source === 'sample' ? (
        <span className="live-badge live-badge--sample">{t('live.sample')}</span>
      ) : null}
      {kept ? <span className="live-badge live-badge--stale">{t('live.stale')}</span> : null}
      <span>
        {t('conditions.stamp', { provider })} <time dateTime={time.dateTime}>{time.text}</time>
      </span>
    </p>
  );
}
