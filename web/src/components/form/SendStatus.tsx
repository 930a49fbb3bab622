import { useEffect, useRef } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { OutboxEntry } from '@/lib/outbox/outbox-store';
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
 * returns (with a button to try now), or refused and why. A receipt is the form's own to show,
 * under a ReceiptHeading. A send that ends waiting takes the focus to the line that says so: the
 * button that sent it was disabled while it went, which drops the focus to the page's body.
 */
export function SendStatus({ sending, entry, refusal, onRetry }: SendStatusProps) {
  const { t } = useTranslation();
  const waiting = !sending && entry?.state === 'waiting';
  const line = useRef<HTMLParagraphElement>(null);
  const wasSending = useRef(sending);
  useEffect(() => {
    if (waiting && wasSending.current) line.current?.focus();
    wasSending.current = sending;
  }, [sending, waiting]);
  let text: string | undefined;
  if (sending) text = t('form.sending');
  else if (entry?.state === 'waiting') text = t('form.waiting');
  else if (refusal) text = t(refusalKey(refusal));
  return (
    <div className="form-status" role="status" aria-live="polite">
      {text && (
        <p
          className={`form-status__text${refusal ? ' form-status__text--refused' : ''}`}
          ref={line}
          tabIndex={-1}
        >
          {text}
        </p>
      )}
      {waiting && (
        <button type="button" className="form-button form-button--quiet" onClick={onRetry}>
          {t('form.tryNow')}
        </button>
      )}
    </div>
  );
}
