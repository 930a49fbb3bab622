import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { json, openApp, standIn } from './app-screen';

/*
 * The important notices (requirements §3) as the screen shows them from the server's answer:
 * out of its season the typhoon warning waits unread in the list, and an answer that failed
 * shows nothing. e2e/notices.spec.ts keeps, in English, what needs a browser: the pop-up once,
 * the red dot and read state across a reload, one dialog a visit with the location hint, the
 * menu's focus, the badges' colours, and axe.
 */

/** Out of the typhoon season (July to September, data/editorial/notices.json). */
const NOVEMBER = new Date('2026-11-14T10:00:00+08:00');

/** A visit that has seen CWA's warnings of the samples, not the editorial notices. */
async function readCwaWarnings(): Promise<void> {
  const response = await fetch('/zh-tw/opendata/notices?type=messages', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const answer = (await response.json()) as { data: { id: number | string; source?: unknown }[] };
  const ids = answer.data.filter((notice) => notice.source !== undefined).map(({ id }) => id);
  localStorage.setItem(STORAGE_KEYS.readNotices, ids.join(','));
}

afterEach(() => {
  vi.useRealTimers();
});

it('out of its season the typhoon warning is not forced: it waits, unread, in the list', async () => {
  await readCwaWarnings();
  // Only the date is the test's: the notices' second of waiting runs as it does.
  vi.useFakeTimers({ toFake: ['Date'], now: NOVEMBER });
  await openApp('/en/', { noticesRead: false });
  expect(
    (await screen.findAllByRole('img', { name: 'There are unread notices' })).length,
  ).toBeGreaterThan(0);
  expect(document.querySelectorAll('dialog[open]')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  fireEvent.click(await screen.findByRole('button', { name: /^Important notices/ }));
  const list = await screen.findByRole('dialog', { name: 'Important notices' });
  const typhoon = within(list)
    .getAllByRole('listitem')
    .find((item) => item.textContent?.includes('Typhoon season: stay safe'));
  expect(typhoon?.textContent).toContain('Unread');
  // Closed, so that the open list does not carry over into the next test.
  fireEvent.click(within(list).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(document.querySelectorAll('dialog[open]')).toHaveLength(0));
});

it('a notice answer with success false shows nothing', async () => {
  let asked = false;
  standIn(/\/opendata\/notices/, () => {
    asked = true;
    return json({ success: false, message: 'maintenance' });
  });
  await openApp('/en/', { noticesRead: false });
  await waitFor(() => expect(asked).toBe(true));
  await screen.findByRole('heading', { level: 1 });
  expect(document.querySelectorAll('dialog[open]')).toHaveLength(0);
  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  await screen.findByRole('dialog', { name: 'Menu' });
  expect(screen.queryByRole('button', { name: /^Important notices/ })).toBeNull();
});
