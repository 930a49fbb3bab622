import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '../../lib/outbox/outbox-store';
import type { Refusal } from './use-send';

/** A refusal in the visitor's words: by its fields, else by what its status means. */
function refusalKey({ status, issues }: Refusal): string {
  if (issues.length > 0) return 'form.refusal.fields';
  if (status === 429) return 'form.refusal.tooMany';
  if (status === 413) return 'form.refusal.tooLarge';
  if (status === 422) return 'form.refusal.changed';
  return 'form.refusal.other';
}

interface SendStatusProps {
  sending: boolean;
  entry: OutboxEntry | undefined;
  refusal: Refusal | undefined;
  onRetry: () => void;
}

/**
 * Where a sent form stands, said in a live region: sending, saved on the phone until the network
 * returns (with a button to try now), or refused and why. A receipt is the form's own to show.
 */
export function SendStatus({ sending, entry, refusal, onRetry }: SendStatusProps) {
  const { t } = useTranslation();
  let text: string | undefined;
  if (sending) text = t('form.sending');
  else if (entry?.state === 'waiting') text = t('form.waiting');
  else if (refusal) text = t(refusalKey(refusal));
  return (
    <div className="form-status" role="status" aria-live="polite">
      {text && (
        <p className={`form-status__text${refusal ? ' form-status__text--refused' : ''}`}>{text}</p>
      )}
      {!sending && entry?.state === 'waiting' && (
        <button type="button" className="form-button form-button--quiet" onClick={onRetry}>
          {t('form.tryNow')}
        </button>
      )}
    </div>
  );
}
