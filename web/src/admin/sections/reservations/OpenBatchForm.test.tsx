import { QueryClient, QueryClientProvider } from '@/lib/query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createI18n, I18nProvider } from '@/lib/i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminApiError } from '@/admin/api';
import type * as Api from '@/admin/api';
import en from '@/admin/locales/en.json';
import { OpenBatchForm } from './OpenBatchForm';

const api = vi.hoisted(() => ({ adminPost: vi.fn() }));
vi.mock('@/admin/api', async (original) => ({
  ...(await original<typeof Api>()),
  adminPost: api.adminPost,
}));

const i18n = createI18n({ language: 'en', strings: { en } });

beforeEach(() => {
  api.adminPost.mockReset();
  // The focus on the first field at fault waits for the frame its message renders in.
  vi.stubGlobal('requestAnimationFrame', (run: FrameRequestCallback) => {
    run(0);
    return 0;
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open() {
  const onOpened = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <OpenBatchForm offeringId={7} onOpened={onOpened} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const type = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const send = () =>
    act(() => fireEvent.click(screen.getByRole('button', { name: 'Open the batch' })));
  return { onOpened, type, send };
}

/** A batch the contract takes: a day, a time, its length and places. */
function fillIn(type: (label: string, value: string) => void) {
  type('Date', '2026-12-24');
  type('Start time', '10:00');
  type('Length in minutes', '90');
  type('Places', '12');
}

const messageOf = (label: string) =>
  document.getElementById(`${screen.getByLabelText(label).id}-error`)?.textContent;

describe('a console form on the one form hook (OpenBatchForm)', () => {
  it('says at each field what the contract refuses, in the operator\u2019s words, and focuses the first', async () => {
    const { type, send } = open();
    type('Places', '2.5');
    await send();
    expect(messageOf('Date')).toBe('Please fill this in.');
    expect(messageOf('Places')).toBe('Please enter a whole number.');
    expect(document.activeElement).toBe(screen.getByLabelText('Date'));
    expect(screen.getByRole('alert').textContent).toBe(en.errors.fixFields);
    expect(api.adminPost).not.toHaveBeenCalled();
  });

  it('sends the request made of the values, and keeps the day for the next batch', async () => {
    api.adminPost.mockResolvedValue({ data: { id: 1 } });
    const { type, send, onOpened } = open();
    fillIn(type);
    await send();
    expect(api.adminPost.mock.calls[0]?.[1]).toEqual({
      offeringId: 7,
      date: '2026-12-24',
      time: '10:00',
      durationMinutes: 90,
      capacity: 12,
    });
    expect(onOpened).toHaveBeenCalledWith('2026-12-24 10:00');
    expect(screen.getByLabelText<HTMLInputElement>('Start time').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Date').value).toBe('2026-12-24');
  });

  it('says a refusal naming a field at that field, with the store\u2019s reason', async () => {
    api.adminPost.mockRejectedValue(
      new AdminApiError(409, 'taken', ['time'], undefined, 'duplicate'),
    );
    const { type, send } = open();
    fillIn(type);
    await send();
    expect(messageOf('Start time')).toBe(en.refusals.duplicate);
    expect(document.activeElement).toBe(screen.getByLabelText('Start time'));
  });

  it('says any other failure in an alert above the button', async () => {
    api.adminPost.mockRejectedValue(new Error('offline'));
    const { type, send } = open();
    fillIn(type);
    await send();
    expect(screen.getByRole('alert').textContent).toBe(en.errors.failed);
  });
});
