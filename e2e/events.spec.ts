import type { APIRequestContext, Page } from '@playwright/test';
import type { EventListItem, EventSummary, ListPage } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * Every event of the open data is from 2024 and the visitor reads in late
 * 2026. The events list leads with what is to come and the area's recurring festivals, shows
 * past events only when asked and marks them ended; the home shows none of them; the feed's
 * "[日期暫定]" is a "date to be confirmed" label. The server judges on its own clock, and the
 * seed's events ended in 2024, so these hold on any later day.
 *
 * The home's events and a date to be confirmed, in each language, are checked by the screen
 * tests (web/test/screens/events.test.tsx); here, in English (the words per language are screen
 * test material), what needs a browser: the windowed list scrolled through with and without
 * past events, and axe on the list and on a detail.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function apiList(
  request: APIRequestContext,
  lang: string,
  query = '',
): Promise<ListPage<EventListItem>> {
  const answer = await request.get(`/${lang}/opendata/activities?pageSize=100${query}`, {
    headers: HEADERS,
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: ListPage<EventListItem> }).data;
}

const dated = (items: EventListItem[]) =>
  items.filter((item): item is EventSummary => item.kind === 'event');

/** What the list says; `usually` is a pattern of the festivals' months. */
const WORDS = {
  en: {
    usually: 'Usually in [A-Z][a-z]+(–[A-Z][a-z]+)?',
    confirm: /^Confirm dates with .+/,
    ended: 'Ended',
    showPast: 'Show past events',
    tbc: 'Date to be confirmed',
    events: 'Events',
  },
} as const;
type Lang = keyof typeof WORDS;

const row = (page: Page, position: number) =>
  page.locator(`.search-list [aria-posinset="${position}"]`);

/** Scrolls the windowed list until a row is rendered, then brings it on screen. */
async function scrollToRow(page: Page, position: number) {
  const target = row(page, position);
  await expect
    .poll(async () => {
      if ((await target.count()) === 0) await page.mouse.wheel(0, 600);
      return target.count();
    })
    .toBe(1);
  await target.scrollIntoViewIfNeeded();
  return target;
}

for (const lang of ['en'] as const satisfies readonly Lang[]) {
  const words = WORDS[lang];

  test(`${lang}: the events list leads with the festivals; past events only when asked, marked ended`, async ({
    page,
    request,
  }) => {
    const current = await apiList(request, lang);
    const withPast = await apiList(request, lang, '&past=true');
    const ended = dated(withPast.items);
    expect(dated(current.items)).toEqual([]);
    expect(ended.length).toBeGreaterThan(20);

    await page.goto(`/pwa/#/${lang}/search/events`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(words.events);
    // Only the current items, as many as the list says: no past event anywhere.
    await expect(row(page, 1)).toHaveAttribute('aria-setsize', String(current.items.length));
    // A festival: its usual months and place, who to confirm with; it opens nothing.
    const first = row(page, 1).locator('.card');
    await expect(first.locator('.card__title')).toHaveText(current.items[0]!.name);
    await expect(first.locator('.search-card__line').nth(0)).toHaveText(
      new RegExp(`^${words.usually} · .+`),
    );
    await expect(first.locator('.search-card__line').nth(1)).toHaveText(words.confirm);
    await expect(page.locator('.search-list a.card')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await lookAt(page, `events-list-${lang}-390.png`);
    // Each in its place, none marked ended: the windowed list draws them as it scrolls.
    for (const [index, item] of current.items.entries()) {
      const shown = await scrollToRow(page, index + 1);
      await expect(shown.locator('.card__title')).toHaveText(item.name);
      await expect(shown.locator('.search-card__line--state')).toHaveCount(0);
    }
    await page.evaluate(() => window.scrollTo(0, 0));

    const toggle = page.getByRole('checkbox', { name: words.showPast });
    await expect(toggle).not.toBeChecked();
    await toggle.check();
    await expect(page).toHaveURL(new RegExp(`#/${lang}/search/events\\?past=true$`));
    await expect(toggle).toBeChecked();
    await expect(row(page, 1).locator('.card__title')).toHaveText(withPast.items[0]!.name);
    // The festivals still lead; the first past event follows them, marked ended.
    const firstEnded = withPast.items.findIndex((item) => item.kind === 'event');
    const endedRow = await scrollToRow(page, firstEnded + 1);
    await expect(endedRow.locator('.card__title')).toHaveText(ended[0]!.name);
    await expect(endedRow.locator('.search-card__line--state')).toHaveText(
      new RegExp(`^${words.ended}( · ${words.tbc})?$`),
    );
    await expect(endedRow.locator('a.card')).toHaveCount(1);
    await expectNoAxeViolations(page);
    await lookAt(page, `events-list-past-${lang}-390.png`);

    await toggle.uncheck();
    await expect(page).toHaveURL(new RegExp(`#/${lang}/search/events$`));
    await expect(page.locator('.search-card__line--state')).toHaveCount(0);
  });
}

test('a date to be confirmed: the detail with its note passes axe', async ({ page }) => {
  const name = '2024 Centennial Dawu Christmas Lighting';
  await page.goto('/pwa/#/en/search/events?q=Dawu&past=true');
  await page.locator('.search-list .card').filter({ hasText: name }).click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog.getByRole('note').first()).toBeVisible();
  await expectNoAxeViolations(page);
});
