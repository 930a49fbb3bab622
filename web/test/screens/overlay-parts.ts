import { screen, within } from '@testing-library/react';
import { expect } from 'vitest';

/*
 * What the overlays' screen tests share (requirements §2): the server's records, and the parts
 * of an open overlay they are compared with.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

/** The server's `data` for a POST of `body` to `path`. */
export async function post<T>(path: string, body: unknown): Promise<T> {
  const answer = await fetch(path, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify(body),
  });
  expect(answer.ok, `${path} ${JSON.stringify(body)}`).toBe(true);
  return ((await answer.json()) as { data: T }).data;
}

/** The overlay named by its title (which may carry the name in another language after it). */
export const findOverlay = (title: string) =>
  screen.findByRole('dialog', { name: (name) => name.startsWith(title) });

/** The value beside a label in an overlay's facts. */
export function fact(dialog: HTMLElement, label: string): string | null | undefined {
  const row = [...dialog.querySelectorAll('.detail-facts > div')].find(
    (each) => each.querySelector('dt')?.textContent?.includes(label) === true,
  );
  return row?.querySelector('dd')?.textContent;
}

/** What content HTML reads as, for comparing with the rendered text. */
export const textOf = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';

/** Where the overlay's Back link leads. */
export const backHref = (dialog: HTMLElement) =>
  within(dialog).getByRole('link', { name: 'Back' }).getAttribute('href');
