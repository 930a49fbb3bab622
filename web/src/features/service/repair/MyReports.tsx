import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { RepairReceipt } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import { trackingPath } from '@ecg/domain/service-routes';
import { LinkRow, LinkRows } from '../../../components/LinkRow';
import { receiptOf } from '../../../components/form/use-send';
import { useOutbox } from '../../../lib/outbox/use-outbox';
import { useContentLang } from '../../../lib/use-content-lang';

/**
 * The reports of this phone, each a link to follow it (their secrets are only here); one
 * saved offline and not yet sent is listed as waiting, also after the app restarts offline
 * (the outbox keeps it, docs/architecture.md: Writes).
 */
export function MyReports() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const titleId = useId();
  const reports = (useOutbox() ?? []).filter((entry) => entry.name === 'faultRepair');
  const waiting = reports.filter((entry) => entry.state === 'waiting');
  const receipts = reports.flatMap((entry) => receiptOf<RepairReceipt>(entry) ?? []);
  if (receipts.length === 0 && waiting.length === 0) return null;
  return (
    <section className="repair-mine" aria-labelledby={titleId}>
      <h2 id={titleId} className="service-section__title">
        {t('repair.mine')}
      </h2>
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
      {receipts.length > 0 ? (
        <LinkRows>
          {receipts.map((receipt) => (
            <li key={receipt.number}>
              <LinkRow
                to={trackingPath(lang, 'repair', receipt.number, receipt.secret)}
                title={receipt.number}
                text={receipt.createdAt.slice(0, 16)}
              />
            </li>
          ))}
        </LinkRows>
      ) : null}
    </section>
  );
}
