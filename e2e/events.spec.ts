import type { APIRequestContext, Page } from '@playwright/test';
import type { EventListItem, EventSummary, ListPage } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * Every event of the open data is from 2024 and the visitor reads in late
 * 2026. The events list leads with what is to come and the area's recurring festivals, shows
 * past events only when asked and marks them ended; the home shows none of them; the feed's
 * "[日期暫定]" is a "date to be confirmed" label. The server judges on its own clock, and the
 * seed's events ended in 2024, so these hold on any later day.
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

/** What each language says; `usually` is a pattern of the festivals' months. */
const WORDS = {
  'zh-tw': {
    usually: '通常在\\d+月(至\\d+月)?舉行',
    confirm: /^日期請洽.+/,
    ended: '已結束',
    showPast: '顯示已結束的活動',
    tbc: '日期待確認',
    events: '活動',
  },
  en: {
    usually: 'Usually in [A-Z][a-z]+(–[A-Z][a-z]+)?',
    confirm: /^Confirm dates with .+/,
    ended: 'Ended',
    showPast: 'Show past events',
    tbc: 'Date to be confirmed',
    events: 'Events',
  },
  ja: {
    usually: '例年\\d+月(〜\\d+月)?に開催',
    confirm: /^日程は.+に確認$/,
    ended: '終了',
    showPast: '終了したイベントも表示',
    tbc: '日程未定',
    events: 'イベント',
  },
} as const;
type Lang = keyof typeof WORDS;

const titles = (page: Page) => page.locator('.search-list .card__title');
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

for (const lang of ['zh-tw', 'en', 'ja'] as const satisfies readonly Lang[]) {
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

  test(`${lang}: the home shows no past event`, async ({ page, request }) => {
    const current = await apiList(request, lang);
    const ended = dated((await apiList(request, lang, '&past=true')).items);
    await page.goto(`/pwa/#/${lang}/`);
    const section = page.getByRole('region', { name: words.events, exact: true });
    const tiles = section.locator('.home-tiles .card');
    const names = current.items.slice(0, 8).map((item) => item.name);
    await expect(section.locator('.home-tiles .card__title')).toHaveText(names);
    for (const event of ended) expect(names).not.toContain(event.name);
    await expect(tiles.first().locator('.card__meta')).toHaveText(new RegExp(`^${words.usually}$`));
    // A festival leads to the events list, where it is told in full.
    await expect(tiles.first()).toHaveAttribute('href', `#/${lang}/search/events`);
    await section.scrollIntoViewIfNeeded();
    await lookAt(page, `events-home-${lang}-390.png`);
  });
}

test.describe('a date to be confirmed', () => {
  for (const [lang, q, name, note] of [
    ['en', 'Dawu', '2024 Centennial Dawu Christmas Lighting', 'The dates were not fixed'],
    ['zh-tw', '耶誕', '2024百年大武-耶誕點燈', '主辦單位公布時日期尚未確定'],
    ['ja', 'クリスマス', '2024百年大武 クリスマス点灯式', '告知の時点で日程は未確定'],
  ] as const) {
    test(`${lang}: is a label in the list and a note in the detail, never "[…]" in the name`, async ({
      page,
    }) => {
      const words = WORDS[lang];
      await page.goto(`/pwa/#/${lang}/search/events?q=${encodeURIComponent(q)}&past=true`);
      const card = page.locator('.search-list .card').filter({ hasText: name });
      await expect(card.locator('.card__title')).toHaveText(name);
      await expect(card.locator('.search-card__line--state')).toHaveText(
        `${words.ended} · ${words.tbc}`,
      );
      await expect(titles(page).filter({ hasText: /^\s*[[［【]/ })).toHaveCount(0);
      await card.click();
      const dialog = page.getByRole('dialog', { name });
      await expect(dialog).toBeVisible();
      const notes = dialog.getByRole('note');
      await expect(notes.filter({ hasText: note })).toHaveCount(1);
      await expect(notes.first()).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 1 })).toHaveText(name);
      await expectNoAxeViolations(page);
      await lookAt(page, `events-tbc-detail-${lang}-390.png`);
    });
  }

  test.describe('on the home, for an event to come', () => {
    test.use({ serviceWorkers: 'block' });

    test('its tile says the date is to be confirmed', async ({ page }) => {
      // A later edition of the feed: an event to come, its dates not fixed.
      const event: EventSummary = {
        kind: 'event',
        id: 1085,
        name: '2027 Centennial Dawu Christmas Lighting',
        summary: '',
        image: null,
        start: '2027-12-14 00:00:00',
        end: '2027-12-14 23:59:59',
        status: 'upcoming',
        dateToBeConfirmed: true,
        address: '',
        regionId: 2,
      };
      await page.route(/\/opendata\/activities\?/, (route) =>
        route.fulfill({
          json: { success: true, data: { items: [event], total: 1, page: 1, pageSize: 8 } },
        }),
      );
      await page.goto('/pwa/#/en/');
      const section = page.getByRole('region', { name: 'Events', exact: true });
      await expect(section.locator('.home-tiles .card__title')).toHaveText([event.name]);
      const tile = section.locator('.home-tiles .card');
      await expect(tile.locator('.card__meta')).toHaveText('2027-12-14 · Date to be confirmed');
      await expect(tile).toHaveAttribute('href', /event=1085$/);
    });
  });
});
