import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/lib/outbox/outbox-store';
import { answered, outboxEntry } from '@/lib/outbox/outbox-test-entries';
import { ReceiptHeading } from './ReceiptHeading';
import { SendStatus } from './SendStatus';
import { receiptOf, useSend } from './use-send';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));

/** What the outbox answers each send with (docs/writes.md, The outbox). */
const outbox = vi.hoisted(() => ({ answer: undefined as OutboxEntry | undefined }));
vi.mock('@/lib/outbox/outbox', () => ({
  saveAndSend: () => Promise.resolve(outbox.answer),
  sendAgain: () => Promise.resolve(outbox.answer),
  markSeen: () => Promise.resolve(),
}));
vi.mock('@/lib/outbox/use-outbox', () => ({ useOutboxEntry: () => undefined }));

afterEach(cleanup);

/** A form as every visitor form is built: sent through useSend, its status, then its receipt. */
function SomeForm() {
  const sender = useSend('lostProperty', 'en', () => undefined);
  const receipt = receiptOf(sender.entry, 'lostProperty');
  if (receipt) return <ReceiptHeading className="receipt">{receipt.number}</ReceiptHeading>;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void sender.send({});
      }}
    >
      <SendStatus
        sending={sender.sending}
        entry={sender.entry}
        refusal={sender.refusal}
        onRetry={() => void sender.retry()}
      />
      <button type="submit" disabled={sender.sending}>
        Send
      </button>
    </form>
  );
}

/** Sends the form from its button, focused as a keyboard leaves it. */
async function send() {
  const button = screen.getByRole('button', { name: 'Send' });
  button.focus();
  await act(async () => {
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe('a visitor form once sent: the focus follows what replaced the button', () => {
  it('lands on the receipt heading when the server kept it', async () => {
    outbox.answer = outboxEntry('lostProperty', answered('L-2611-0001', 'x', '2026-11-21'));
    render(<SomeForm />);
    await send();
    const heading = await screen.findByRole('heading', { name: 'L-2611-0001' });
    expect(document.activeElement).toBe(heading);
  });

  it('lands on the line saying it waits on this phone when it went offline', async () => {
    outbox.answer = outboxEntry('lostProperty', { state: 'waiting' });
    render(<SomeForm />);
    await send();
    const line = await screen.findByText('form.waiting');
    expect(document.activeElement).toBe(line);
    expect(screen.getByRole('button', { name: 'form.tryNow' })).toBeTruthy();
  });

  it('leaves the focus where it is when the page opens on a form already waiting', () => {
    render(
      <SendStatus
        sending={false}
        entry={outboxEntry('lostProperty', { state: 'waiting' })}
        refusal={undefined}
        onRetry={() => undefined}
      />,
    );
    expect(document.activeElement).toBe(document.body);
  });
});
