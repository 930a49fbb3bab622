import { screen, waitFor } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { Notice, Shop } from '@ecg/domain/contracts';
import { openApp } from './app-screen';

/*
 * The announcements of an attraction (requirements §2) in Japanese, and their absence where no
 * notice concerns the place's district. e2e/place-announcements.spec.ts keeps, in English, an
 * announcement opened in place and marked read, and axe.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };

async function notices(lang: string): Promise<Notice[]> {
  const answer = await fetch(`/${lang}/opendata/notices?type=messages`, { headers: HEADERS });
  return ((await answer.json()) as { data: Notice[] }).data;
}

async function attraction(id: number): Promise<Shop> {
  const answer = await fetch('/en/opendata/attractions/detail', {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({ id }),
  });
  return ((await answer.json()) as { data: Shop }).data;
}

/** The section a heading of exactly `title` heads. */
const section = (title: string) =>
  [...document.querySelectorAll('.overlay h2, .overlay h3, [role="dialog"] h2')]
    .find((heading) => heading.textContent?.trim() === title)
    ?.closest('section') ?? null;

it('a Green Island attraction lists the island notice in Japanese', async () => {
  const place = await attraction(23);
  expect(place.zipcode).toBe(951);
  const island = (await notices('ja')).find((notice) => notice.zipcodes?.includes(951));
  await openApp('/ja/?attraction=23');
  await screen.findByRole('dialog');
  await waitFor(() =>
    expect(section('お知らせ')?.querySelector('summary')?.textContent).toMatch(
      new RegExp(island?.title ?? 'missing'),
    ),
  );
});

it('an attraction whose district has no notice has no announcements', async () => {
  // Pine Garden, Hualien City (970).
  const place = await attraction(305);
  expect((await notices('en')).some((notice) => notice.zipcodes?.includes(place.zipcode))).toBe(
    false,
  );
  await openApp('/en/?attraction=305');
  await waitFor(() => expect(section('Opening hours')).not.toBeNull());
  expect(section('Announcements')).toBeNull();
});
