import { useTranslation } from '@/lib/i18n';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import { SentReceipts } from '@/components/form/SentReceipts';
import { receiptOf } from '@/components/form/use-send';
import { useOutbox } from '@/lib/outbox/use-outbox';

/**
 * The reports of this phone, each a link to follow it (their secrets are only here); one
 * saved offline and not yet sent is listed as waiting, also after the app restarts offline
 * (the outbox keeps it, docs/architecture.md: Writes).
 */
export function MyReports() {
  const { t } = useTranslation();
  const reports = (useOutbox() ?? []).filter((entry) => entry.name === 'faultRepair');
  const waiting = reports.filter((entry) => entry.state === 'waiting');
  const receipts = reports.flatMap((entry) => receiptOf(entry, 'faultRepair') ?? []);
  if (receipts.length === 0 && waiting.length === 0) return null;
  return (
    <SentReceipts
      className="repair-mine"
      title={t('repair.mine')}
      form="repair"
      receipts={receipts}
    >
      {waiting.length > 0 ? (
        <ul className="repair-mine__waiting">
          {waiting.map((entry) => (
            <li key={entry.key}>
              <span className="repair-mine__state">{t('repair.queued')}</span>{' '}
              <span>{formatTaipei(entry.savedAt).slice(0, 16)}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </SentReceipts>
  );
}
