import { useId } from 'react';
import { useTranslation } from '@/lib/i18n';
import { Link } from '@/components/Link';
import { groupedCode, type WriteReceipt } from '@ecg/domain/contracts';
import { PWA_BASE_PATH } from '@ecg/domain/routes';
import { trackingPath } from '@ecg/domain/service-routes';
import { ReceiptHeading } from '@/components/form/ReceiptHeading';
import { SendStatus } from '@/components/form/SendStatus';
import { Glyph } from '@/components/Glyph';
import { useToast } from '@/components/Toast';
import { copyText } from '@/lib/copy-text';
import type { OutboxEntry } from '@/lib/outbox/outbox-store';
import { useContentLang } from '@/lib/use-content-lang';

const COPIED_MS = 1200;

/**
 * The receipt of a suggestion: its number, the verification code (given only here), and the
 * page of the reply, with a button that copies its link. The code rides in the link's hash, so
 * it never reaches a server in a URL.
 */
export function SuggestionReceipt({
  receipt,
  onAnother,
}: {
  receipt: WriteReceipt;
  onAnother: () => void;
}) {
  const { t } = useTranslation();
  const lang = useContentLang();
  const titleId = useId();
  const { show, toast } = useToast(COPIED_MS);
  const code = receipt.secret ?? '';
  const path = trackingPath(lang, 'suggestion', receipt.number, code);
  const copy = async () => {
    const link = `${window.location.origin}${PWA_BASE_PATH}#${path}`;
    if (await copyText(link)) show(t('suggestion.receipt.copied'));
  };
  return (
    <div className="page-column service suggestion">
      <h1 className="page-title">{t('suggestion.title')}</h1>
      <section className="form-receipt" aria-labelledby={titleId}>
        <ReceiptHeading id={titleId} className="form-receipt__title">
          {t('suggestion.receipt.title')}
        </ReceiptHeading>
        <p>{t('suggestion.receipt.at', { date: receipt.createdAt })}</p>
        <dl className="suggestion__receipt-facts">
          <div>
            <dt>{t('suggestion.receipt.number')}</dt>
            <dd className="suggestion__reference">{receipt.number}</dd>
          </div>
          <div>
            <dt>{t('suggestion.receipt.code')}</dt>
            <dd className="suggestion__reference">{groupedCode(code)}</dd>
          </div>
        </dl>
        <p className="suggestion__keep">{t('suggestion.receipt.keep')}</p>
        <Link className="form-button suggestion__reply-link" to={path}>
          {t('suggestion.receipt.link')}
        </Link>
        <button
          type="button"
          className="form-button form-button--quiet"
          onClick={() => void copy()}
        >
          <Glyph name="copy" size={18} /> {t('suggestion.receipt.copy')}
        </button>
        {toast}
      </section>
      <button type="button" className="form-button form-button--quiet" onClick={onAnother}>
        {t('suggestion.receipt.another')}
      </button>
    </div>
  );
}

/** A suggestion saved on the phone until the network returns: what it says, and that it waits. */
export function SuggestionWaiting({ entry, onRetry }: { entry: OutboxEntry; onRetry: () => void }) {
  const { t } = useTranslation();
  const body = entry.body as { message?: string };
  return (
    <div className="page-column service suggestion">
      <h1 className="page-title">{t('suggestion.title')}</h1>
      <SendStatus sending={false} entry={entry} refusal={undefined} onRetry={onRetry} />
      <section className="suggestion__saved" aria-label={t('suggestion.saved')}>
        <ReceiptHeading className="suggestion__saved-title">{t('suggestion.saved')}</ReceiptHeading>
        <p className="suggestion__message">{body.message}</p>
      </section>
    </div>
  );
}
