import { useTranslation } from '@/lib/i18n';
import type { LiveMeta } from '@ecg/domain/contracts';
import './live-source.css';

/**
 * Where a live answer came from and how old it is: a sample says plainly that it is not
 * today's data, and a stale answer (or one the app kept when asking again failed: `kept`) that
 * it could not be updated. The time is when the upstream observed or issued it, else when it
 * was fetched. The notes are the feature's own sentences, given the time as `{{time}}`. An
 * answer no key let the server read (`unconfigured`) came from nowhere: nothing is said.
 */
export function LiveSource({
  meta,
  sampleNote,
  sourceNote,
  kept = false,
}: {
  meta: LiveMeta;
  sampleNote: string;
  sourceNote: string;
  kept?: boolean;
}) {
  const { t } = useTranslation();
  if (meta.source === 'unconfigured') return null;
  // YYYY-MM-DD HH:mm: the seconds of a fetch time say nothing to a visitor.
  const time = (meta.observedAt ?? meta.fetchedAt).slice(0, 16);
  return (
    <p className="live-source">
      {meta.source === 'sample' ? (
        <span className="live-badge live-badge--sample">{t('live.sample')}</span>
      ) : null}
      {meta.stale || kept ? (
        <span className="live-badge live-badge--stale">{t('live.stale')}</span>
      ) : null}
      <span>{t(meta.source === 'sample' ? sampleNote : sourceNote, { time })}</span>
    </p>
  );
}
