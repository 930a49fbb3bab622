import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { useQuery } from '@/lib/query';
import type { EmergencyContact } from '@ecg/domain/rules/emergency-contacts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { sosLines } from '@ecg/domain/rules/sos-message';
import { townshipName, townshipsQuery } from '@/lib/api/townships';
import { BACKGROUND_QUERY } from '@/lib/query-client';
import { SosMessage } from './SosMessage';

/**
 * No position: location refused, or the phone could not find one. Said so, and the numbers
 * are still offered, with a message whose township the visitor names (no coordinates).
 */
export function SosWithoutPosition({
  status,
  lang,
  calls,
  onRetry,
}: {
  status: 'denied' | 'unavailable';
  lang: ContentLang;
  calls: readonly EmergencyContact[] | undefined;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [chosenId, setChosenId] = useState('');
  const townships = useQuery({ ...townshipsQuery(lang), meta: BACKGROUND_QUERY }).data ?? [];
  const chosen = townships.find((township) => String(township.id) === chosenId);
  const township = chosen && {
    // township.value is the Chinese name with its county: 臺東縣成功鎮.
    name: lang === 'zh-tw' ? chosen.value : townshipName(chosen, lang),
    chinese: chosen.value,
  };
  return (
    <div className="sos-result">
      <p className="sos-alert" role="alert">
        {t(`serviceHub.sos.${status}`)}
      </p>
      <div className="sos-where-picker">
        <label htmlFor={id}>{t('serviceHub.sos.where')}</label>
        <select id={id} value={chosenId} onChange={(event) => setChosenId(event.target.value)}>
          <option value="">{t('serviceHub.sos.whereUnknown')}</option>
          {townships.map((item) => (
            <option key={item.id} value={String(item.id)}>
              {townshipName(item, lang)}
            </option>
          ))}
        </select>
      </div>
      <SosMessage lines={sosLines({ township })} calls={calls} />
      <button type="button" className="button button--quiet" onClick={onRetry}>
        {t('errors.retry')}
      </button>
    </div>
  );
}
