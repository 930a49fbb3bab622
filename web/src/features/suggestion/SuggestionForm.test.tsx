import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OutboxEntry } from '@/lib/outbox/outbox-store';
import { answered, outboxEntry } from '@/lib/outbox/outbox-test-entries';
import { SuggestionForm } from './SuggestionForm';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));
vi.mock('@/lib/page-meta', () => ({ usePageMeta: () => undefined }));
vi.mock('./api/get-topics', () => ({
  useTopics: () => ({ data: [{ id: 'signs', name: 'Signs' }] }),
}));

/** What the outbox answers the next send with (docs/writes.md, The outbox). */
const outbox = vi.hoisted(() => ({ answer: undefined as OutboxEntry | undefined }));
vi.mock('@/lib/outbox/outbox', () => ({
  saveAndSend: () => Promise.resolve(outbox.answer),
  sendAgain: () => Promise.resolve(outbox.answer),
  markSeen: () => Promise.resolve(),
}));
vi.mock('@/lib/outbox/use-outbox', () => ({ useOutboxEntry: () => undefined }));

afterEach(cleanup);

/** Fills the form as the contract wants it and sends it from its button, as a keyboard would. */
async function fillAndSend() {
  render(
    <MemoryRouter>
      <SuggestionForm />
    </MemoryRouter>,
  );
  const type = (label: RegExp, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  type(/suggestion\.topic/, 'signs');
  type(/suggestion\.message/, 'The sign at the car park points the wrong way.');
  type(/contactFields\.name/, 'Lin');
  type(/contactFields\.email/, 'lin@example.tw');
  const send = screen.getByRole('button', { name: 'suggestion.send' });
  send.focus();
  await act(async () => {
    fireEvent.click(send);
    await Promise.resolve();
  });
}

describe('SuggestionForm: where the focus goes once it is sent', () => {
  it('moves the focus to the receipt heading, where the code is shown', async () => {
    outbox.answer = outboxEntry('suggest', answered('S-2611-0001', 'ABCDEFGHJKMN', '2026-11-21'));
    await fillAndSend();
    const heading = await screen.findByRole('heading', { name: 'suggestion.receipt.title' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
  });

  it('moves the focus to the heading of a suggestion saved on the phone offline', async () => {
    outbox.answer = outboxEntry('suggest', { state: 'waiting' });
    await fillAndSend();
    const heading = await screen.findByRole('heading', { name: 'suggestion.saved' });
    expect(document.activeElement).toBe(heading);
  });
});
