import type { FormEvent, ReactNode } from 'react';
import type { z } from 'zod';
import { HONEYPOT_FIELD } from '@ecg/domain/contracts';
import { Honeypot } from './FormExtras';
import { SendStatus } from './SendStatus';
import type { FormState } from './use-form';
import type { Refusal, useSend } from './use-send';

interface OutboxFormProps<S extends z.ZodType> {
  form: FormState<S>;
  /** The form's send through the outbox (useSend): its state shows under the fields. */
  sender: ReturnType<typeof useSend>;
  /** The send button's words. */
  label: string;
  /** What to do with the checked data; sent as it is by default. */
  onSend?: (data: z.infer<S>) => void;
  /** The refusal to say, where the form answers one itself (a duplicate's offer). */
  refusal?: Refusal | undefined;
  className?: string;
  children: ReactNode;
}

/**
 * A visitor's form sent through the outbox (docs/forms.md, docs/writes.md): its fields, then
 * what every such form ends with, the honeypot, where the send stands and the button. It is
 * checked by its contract before it goes; sent once however often the button is pressed.
 */
export function OutboxForm<S extends z.ZodType>({
  form,
  sender,
  label,
  onSend = (data) => void sender.send(data),
  refusal = sender.refusal,
  className = 'form',
  children,
}: OutboxFormProps<S>) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (sender.sending) return;
    const data = form.check();
    if (data !== undefined) onSend(data);
  };
  return (
    <form className={className} noValidate onSubmit={submit}>
      {children}
      <Honeypot
        value={String(form.get(HONEYPOT_FIELD) ?? '')}
        onChange={(value) => form.set(HONEYPOT_FIELD, value)}
      />
      <SendStatus
        sending={sender.sending}
        entry={sender.entry}
        refusal={refusal}
        onRetry={() => void sender.retry()}
      />
      <button type="submit" className="form-button" disabled={sender.sending}>
        {label}
      </button>
    </form>
  );
}
