import { useId, useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import { ReceiptHeading } from '@/components/form/ReceiptHeading';
import { Link } from '@/components/Link';
import type { RepairReceipt } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { PWA_BASE_PATH } from '@ecg/domain/routes';
import { trackingPath } from '@ecg/domain/service-routes';

/**
 * The answer to a report: its number, and the link that follows it, which holds the secret and
 * is shown only here (and in this phone's list of sent reports), so the visitor is asked to keep
 * it; a button copies it whole.
 */
export function RepairReceiptView({
  lang,
  receipt,
  onAnother,
}: {
  lang: ContentLang;
  receipt: RepairReceipt;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copied, setCopied] = useState<boolean>();
  const path = trackingPath(lang, 'repair', receipt.number, receipt.secret);
  const link = `${window.location.origin}${PWA_BASE_PATH}#${path}`;

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <section className="repair-receipt" aria-labelledby={titleId}>
      <ReceiptHeading id={titleId} className="repair-receipt__title">
        {t('repair.receipt.title')}
      </ReceiptHeading>
      <p className="repair-receipt__label">{t('repair.receipt.number')}</p>
      <p className="repair-receipt__number">{receipt.number}</p>
      {receipt.report !== receipt.number && (
        <p>{t('repair.receipt.joined', { report: receipt.report })}</p>
      )}
      <p className="repair-receipt__keep">{t('repair.receipt.keep')}</p>
      <p className="repair-receipt__link">
        <Link to={path}>{t('repair.receipt.track')}</Link>
      </p>
      <div className="repair-receipt__actions">
        <button
          type="button"
          className="form-button form-button--quiet"
          onClick={() => void copy()}
        >
          {t('repair.receipt.copy')}
        </button>
        <button type="button" className="form-button form-button--quiet" onClick={onAnother}>
          {t('repair.receipt.another')}
        </button>
      </div>
      <p className="repair-receipt__copied" role="status">
        {copied === true ? t('repair.receipt.copied') : ''}
        {copied === false ? t('repair.receipt.copyFailed', { link }) : ''}
      </p>
    </section>
  );
}
