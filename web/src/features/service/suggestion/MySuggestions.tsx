import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { WriteReceipt } from '@ecg/domain/contracts';
import { trackingPath } from '@ecg/domain/service-routes';
import { LinkRow, LinkRows } from '../../../components/LinkRow';
import { receiptOf } from '../../../components/form/use-send';
import { useOutbox } from '../../../lib/outbox/use-outbox';
import { useContentLang } from '../../../lib/use-content-lang';

/**
 * The suggestions sent from this phone, each a link to its reply, as the repair page lists
 * its reports: their codes are kept only here, in the outbox's receipts (docs/architecture.md,
 * Writes), so a visitor who lost the receipt still reaches the reply.
 */
export function MySuggestions() {
  const { t } = useTranslation();
  const lang = useContentLang();
  const titleId = useId();
  const receipts = (useOutbox() ?? [])
    .filter((entry) => entry.name === 'suggest')
    .flatMap((entry) => {
      const receipt = receiptOf<WriteReceipt>(entry);
      return receipt?.secret ? [{ ...receipt, secret: receipt.secret }] : [];
    });
  if (receipts.length === 0) return null;
  return (
    <section className="suggestion-mine" aria-labelledby={titleId}>
      <h2 id={titleId} className="service-section__title">
        {t('suggestion.track.mine')}
      </h2>
      <LinkRows>
        {receipts.map((receipt) => (
          <li key={receipt.number}>
            <LinkRow
              to={trackingPath(lang, 'suggestion', receipt.number, receipt.secret)}
              title={receipt.number}
              text={receipt.createdAt.slice(0, 16)}
            />
          </li>
        ))}
      </LinkRows>
    </section>
  );
}
