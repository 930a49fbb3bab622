import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test } from './support';

/**
 * Every link of the home page, and every chip of every list, leads to a
 * real page. The home's Food and Lodging tiles once led to "This page could not be found".
 * Every wait is on what the page shows, never on time.
 */

const LANGS = ['zh-tw', 'en', 'ja'] as const;
type Lang = (typeof LANGS)[number];

const localeText = (file: string, group: string, key: string): string => {
  const strings = JSON.parse(readFileSync(`web/src/locales/${file}.json`, 'utf8')) as Record<
    string,
    Record<string, string>
  >;
  return strings[group]?.[key] ?? '';
};
const notFoundTitle = (lang: Lang) => localeText(lang, 'notFound', 'title');
const missingRecord = (lang: Lang) => localeText(`content/${lang}`, 'detail', 'notFound');

/** The links that open an overlay over a page (requirements §2), by their query or their path. */
const OVERLAY_LINK =
  /[?&](tour|coupon|event|attraction|shop|accommodation|static|guide)=|\/detail\//;
/** The choices of the lists: the search area's tabs and chips, the guide's tabs. */
const CHIPS = '.search-tabs a, .search-chips a, .guide-tabs a';

async function expectNoNotFound(page: Page, lang: Lang): Promise<void> {
  await expect(page.getByRole('heading', { name: notFoundTitle(lang), exact: true })).toHaveCount(
    0,
  );
}

/** Opens a link's address afresh and waits for what it shows: an overlay's title, or a page's. */
async function expectRealPage(page: Page, lang: Lang, href: string): Promise<void> {
  await page.goto(`/pwa/${href}`);
  if (OVERLAY_LINK.test(href)) {
    const overlay = page.locator('.overlay--open');
    const missing = overlay.getByText(missingRecord(lang));
    await expect(overlay.locator('.overlay__title').or(missing), href).toBeVisible();
    await expect(missing, href).toHaveCount(0);
  } else {
    await expect(page.locator('#main h1').first(), href).toBeVisible();
  }
  await expectNoNotFound(page, lang);
}

/** The home page with every section in: its cards first, then no section still waiting. */
async function homeLinks(page: Page, lang: Lang): Promise<string[]> {
  await page.goto(`/pwa/#/${lang}/`);
  await expect(page.locator('.home-tiles .card').first()).toBeVisible();
  await expect(
    page.locator('.home-section__wait, .home-banner--waiting, .hero--waiting'),
  ).toHaveCount(0);
  return [...new Set(await hrefsOf(page.locator('a[href^="#/"]')))];
}

async function apiCount(request: APIRequestContext, path: string): Promise<number> {
  const answer = (await (await request.get(path)).json()) as { data: unknown[] };
  return answer.data.length;
}

/** How many choices a list offers once its categories and tags have come, asked of the API. */
async function expectedChips(request: APIRequestContext, lang: Lang, path: string) {
  const tags = async (kind: string) => {
    const count = await apiCount(request, `/${lang}/opendata/tags?kind=${kind}`);
    return count === 0 ? 0 : count + 1;
  };
  const categories = async (kind: string) =>
    1 + (await apiCount(request, `/${lang}/opendata/categories?kind=${kind}`));
  const [, , area, type, sublist] = path.split('/');
  if (area === 'guide') return 3;
  const tabs = 6;
  switch (type) {
    case undefined:
    case '':
    case 'attractions':
      return tabs + (await categories('attraction')) + (await tags('attraction'));
    case 'tours':
      return tabs + (await categories('tour'));
    case 'events':
      return tabs + 5;
    case 'places': {
      const kinds: Record<string, string> = {
        attractions: 'attraction',
        cuisines: 'food',
        souvenirs: 'shop',
        accommodation: 'hotel',
      };
      return tabs + 4 + (await tags(kinds[sublist ?? 'cuisines'] ?? ''));
    }
    case 'nearby':
      return tabs + 3;
    default:
      return tabs;
  }
}

const hrefsOf = (links: Locator) =>
  links.evaluateAll((all) => all.map((link) => link.getAttribute('href') ?? ''));

const isList = (href: string) =>
  /^#\/[^/]+\/(search|guide)(\/|$)/.test(href) && !OVERLAY_LINK.test(href);

/**
 * Each list reached by its address shows all its choices; each choice is followed as a visitor
 * would (a tap), and the page it opens marks that choice as current, so it is that list and no
 * not-found page. Lists reached this way are visited in turn; a filtered list is only checked.
 */
async function followChips(page: Page, request: APIRequestContext, lang: Lang, start: string[]) {
  const queue = [...new Set(start)];
  const followed = new Set<string>();
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    await page.goto(`/pwa/${next}`);
    const chips = page.locator(CHIPS);
    await expect(chips, next).toHaveCount(await expectedChips(request, lang, next.slice(1)));
    await expectNoNotFound(page, lang);
    const hrefs = await hrefsOf(chips);
    for (const [index, href] of hrefs.entries()) {
      if (followed.has(href)) continue;
      followed.add(href);
      const before = new URL(page.url()).hash;
      await chips.nth(index).click();
      const chosen = page
        .locator(CHIPS)
        .and(page.locator(`[href="${href}"]`))
        .first();
      await expect(chosen, `${next} → ${href}`).toHaveAttribute('aria-current', /^(page|true)$/);
      await expectNoNotFound(page, lang);
      if (!href.includes('?') && !queue.includes(href) && href !== next) queue.push(href);
      // A tap on the page's own choice replaces the entry: there is nothing to go back to.
      if (href === before) continue;
      await page.goBack();
      // Back on a page whose choices lead where the ones collected do.
      await expect.poll(() => hrefsOf(chips)).toEqual(hrefs);
    }
  }
  return followed;
}

for (const lang of LANGS) {
  test(`every link of the home page in ${lang} opens a real page`, async ({ page }) => {
    test.setTimeout(180_000);
    const hrefs = await homeLinks(page, lang);
    expect(hrefs.length).toBeGreaterThan(20);
    for (const href of hrefs) await expectRealPage(page, lang, href);
  });

  test(`every chip of every list in ${lang} opens a real list`, async ({ page, request }) => {
    test.setTimeout(240_000);
    const lists = (await homeLinks(page, lang)).filter(isList);
    // The home offers Food and Lodging: the lists once missed by the tiles' paths.
    expect(lists).toEqual(
      expect.arrayContaining([
        `#/${lang}/search/places/cuisines`,
        `#/${lang}/search/places/accommodation`,
      ]),
    );
    const followed = await followChips(page, request, lang, lists);
    expect(followed.size).toBeGreaterThan(20);
  });
}
