import type { Locator, Page } from '@playwright/test';
import { NOTICE_POLL_INTERVAL_MS } from '@ecg/domain/rules/notices';
import { addOperator, signInAs } from './admin.support';
import { expect, expectNoAxeViolations, lookAt, test } from './support';

/**
 * A notice an operator publishes reaches an app that is open (requirements §4): within the poll
 * interval on screen, at once when the app comes back to the foreground. The visitor's clock is
 * Playwright's, so the interval passes without being waited for; the server and the browser's
 * caches keep real time, so an answer a cache held would show here as the notice not arriving.
 */
const STAFF = { email: 'chen.lan@example.tw', name: 'Chen Lan' };

// A sign-in costs a deliberately slow password check (admin.support.ts).
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  await addOperator(STAFF.email, STAFF.name, 'staff');
});

const WARNINGS = [
  {
    zh: { title: '東河橋落石封閉', content: '東河橋北側落石，暫時封閉，請改道。' },
    en: { title: 'Donghe bridge closed by rockfall', content: 'Rocks fell north of the bridge.' },
    ja: { title: '東河橋は落石で通行止め', content: '橋の北側で落石がありました。' },
  },
  {
    zh: { title: '三仙台停車場暫停開放', content: '停車場鋪面施工中，請勿前往。' },
    en: { title: 'Sanxiantai car park shut', content: 'The car park is being resurfaced.' },
    ja: { title: '三仙台駐車場は一時閉鎖', content: '駐車場の舗装工事中です。' },
  },
] as const;

async function publishWarning(operator: Page, warning: (typeof WARNINGS)[number]) {
  await operator.getByLabel('Kind').selectOption('2');
  const form = operator.getByRole('form', { name: 'Publish a notice' });
  for (const [legend, text] of [
    ['Traditional Chinese', warning.zh],
    ['English', warning.en],
    ['Japanese', warning.ja],
  ] as const) {
    const group = form.getByRole('group', { name: legend });
    await group.getByLabel('Title').fill(text.title);
    await group.getByLabel('Text').fill(text.content);
  }
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(operator.getByRole('status')).toHaveText(`“${warning.en.title}” was published.`);
}

/** The app leaves the screen and comes back, as when the visitor switches apps. */
async function leaveAndReturn(page: Page) {
  for (const state of ['hidden', 'visible'] as const) {
    await page.evaluate((visibility) => {
      Object.defineProperty(document, 'visibilityState', { value: visibility, configurable: true });
      Object.defineProperty(document, 'hidden', {
        value: visibility === 'hidden',
        configurable: true,
      });
      // As the browser fires it: bubbling, so listeners on the window hear it too.
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }, state);
  }
}

/**
 * From here the app's time moves only when the test moves it. The stop is a little ahead of the
 * page's time, which the fake clock lets drift from the test's; the jump fires what falls due
 * on the way once, before anything is published.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 10_000);
}

/** A new notice's answer and React's reveal of it take a few turns of a busy machine. */
const SHOWN_WITHIN = { timeout: 20_000 };

/**
 * Lets the app's time run a moment at a time until `shown` shows: React Query hands an answer
 * to the screen on a timer, so an answer that arrives while the clock stands waits for it.
 */
async function untilShown(page: Page, shown: Locator) {
  await expect
    .poll(async () => {
      await page.clock.runFor(500);
      return shown.isVisible();
    }, SHOWN_WITHIN)
    .toBe(true);
}

test('a warning published while the app is open pops up within the poll, and on coming back', async ({
  page: visitor,
  browser,
}) => {
  // The operator's own browser: the visitor's clock (a context's) is not the console's.
  const operatorContext = await browser.newContext();
  const operator = await operatorContext.newPage();
  await signInAs(operator, STAFF.email, STAFF.name);
  await operator
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Important notices' })
    .click();

  // The visitor's app is open, every notice there was read (support.ts): nothing pops up.
  await visitor.clock.install();
  const first = visitor.waitForResponse((r) => r.url().includes('/en/opendata/notices'));
  await visitor.goto('/pwa/#/en/');
  await first;
  await pauseClock(visitor);
  await expect(visitor.locator('dialog[open]')).toHaveCount(0);

  const [onScreen, onReturn] = WARNINGS;
  const address = visitor.url();
  const dot = visitor.getByRole('img', { name: 'There are unread notices' });
  await publishWarning(operator, onScreen);
  await visitor.clock.runFor(NOTICE_POLL_INTERVAL_MS);
  // The new warning pops up without a reload, and is listed on home.
  const popup = visitor.getByRole('dialog', { name: onScreen.en.title });
  await untilShown(visitor, popup);
  await expect(visitor.locator('dialog[open]')).toHaveCount(1);
  const listed = (title: string) =>
    visitor.getByRole('button', { name: new RegExp(`${title}$`) }).first();
  await expect(listed(onScreen.en.title)).toBeAttached();
  // axe waits on the page's timers: time flows while it looks, and stops again after.
  await visitor.clock.resume();
  await expectNoAxeViolations(visitor);
  await lookAt(visitor, 'notice-live-popup-en.png');
  // requirements §4: the warning that pops up is read; nothing else is unread, so no red dot.
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(visitor.locator('dialog[open]')).toHaveCount(0);
  await expect(dot).toHaveCount(0);
  expect(visitor.url()).toBe(address);
  await pauseClock(visitor);

  // Published while the app is away: it pops up as soon as the app is back, no time passing.
  await publishWarning(operator, onReturn);
  await leaveAndReturn(visitor);
  const second = visitor.getByRole('dialog', { name: onReturn.en.title });
  await untilShown(visitor, second);
  await expect(visitor.locator('dialog[open]')).toHaveCount(1);
  await expect(listed(onReturn.en.title)).toBeAttached();
  // Back closes it and leaves the address as it was (requirements §2 dialogs); it stays read.
  await visitor.clock.resume();
  await visitor.goBack();
  await expect(second).toBeHidden();
  await expect(visitor.locator('dialog[open]')).toHaveCount(0);
  expect(visitor.url()).toBe(address);
  await expect(dot).toHaveCount(0);

  // Withdrawn again, so later specs see only the seeded notices.
  const published = operator.getByRole('region', { name: 'Published now' });
  for (const warning of WARNINGS) {
    await published.getByRole('button', { name: `Withdraw “${warning.en.title}”` }).click();
    await operator
      .getByRole('dialog', { name: 'Withdraw this notice?' })
      .getByRole('button', { name: 'Withdraw' })
      .click();
    await expect(operator.getByRole('status')).toHaveText(`“${warning.en.title}” was withdrawn.`);
  }
  await operatorContext.close();
});
