import { useTranslation } from '@/lib/i18n';
import { SentReceipts } from '@/components/form/SentReceipts';
import { receiptOf } from '@/components/form/use-send';
import { useOutbox } from '@/lib/outbox/use-outbox';

/**
 * The suggestions sent from this phone, each a link to its reply, as the repair page lists
 * its reports: their codes are kept only here, in the outbox's receipts (docs/writes.md), so a
 * visitor who lost the receipt still reaches the reply.
 */
export function MySuggestions() {
  const { t } = useTranslation();
  const receipts = (useOutbox() ?? [])
    .filter((entry) => entry.name === 'suggest')
    .flatMap((entry) => receiptOf(entry, 'suggest') ?? [])
    .filter((receipt) => receipt.secret);
  if (receipts.length === 0) return null;
  return (
    <SentReceipts
      className="suggestion-mine"
      title={t('suggestion.track.mine')}
      form="suggestion"
      receipts={receipts}
    />
  );
}
