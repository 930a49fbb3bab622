import { useTranslation } from 'react-i18next';
import type { LiveMeta } from '@ecg/domain/contracts';
import './live-source.css';

/**
 * Where a live answer came from and how old it is: a sample says plainly that it is not
 * today's data, and a stale answer that it could not be updated. The notes are the feature's
 * own sentences, given the time as `{{time}}`.
 */
export function LiveSource({
  meta,
  sampleNote,
  sourceNote,
}: {
  meta: LiveMeta;
  sampleNote: string;
  sourceNote: string;
}) {
  const { t } = useTranslation();
  // YYYY-MM-DD HH:mm: the seconds of a fetch time say nothing to a visitor.
  const time = meta.fetchedAt.slice(0, 16);
  return (
    <p className="live-source">
      {meta.source === 'sample' ? (
        <span className="live-badge live-badge--sample">{t('live.sample')}</span>
      ) : null}
      {meta.stale ? <span className="live-badge live-badge--stale">{t('live.stale')}</span> : null}
      <span>{t(meta.source === 'sample' ? sampleNote : sourceNote, { time })}</span>
    </p>
  );
}
