import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { contentStrings } from './service-forms.support';
import { expectNoAxeViolations, noticeIds, READ_NOTICES_KEY, lookAt } from './support';

/*
 * What the console sections' tests share: the visitors' strings to find what the app says, and
 * a look at a console screen with axe at both sizes an operator uses, a phone and a laptop.
 */

export type Strings = Record<string, string | Record<string, string>>;

/** A string of the locale files with its {{values}} put in. */
export const say = (template: unknown, values: Record<string, string | number> = {}) =>
  String(template).replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The visitors' reservation strings of a language. */
export function reservationStrings(lang: 'zh-tw' | 'en') {
  const strings = contentStrings(lang);
  return {
    r: strings.reservation as Strings,
    contact: strings.contactFields as Record<string, string>,
  };
}

/**
 * axe on the screen as it is, then a full-page screenshot at 390x844 and one at 1280x800
 * (`admin-<name>-390.png`, `-1280.png`), the phone's size given back after.
 */
export async function lookAtBothSizes(page: Page, name: string): Promise<void> {
  await expectNoAxeViolations(page);
  await lookAt(page, `admin-${name}-390.png`, { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectNoAxeViolations(page);
  await lookAt(page, `admin-${name}-1280.png`, { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
}

/** Opens a section from the console's navigation. */
export async function openSection(page: Page, navigation: string, name: string): Promise<void> {
  await page.getByRole('navigation', { name: navigation }).getByRole('link', { name }).click();
}

/**
 * A visitor's phone that has never opened the app: nothing kept by its HTTP cache (the service
 * calls operators change are kept a minute, `live`) nor its query cache; notices already read.
 */
export async function freshVisitorPage(browser: Browser, request: APIRequestContext) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const ids = await noticeIds(request);
  await page.addInitScript(([key, value]) => window.localStorage.setItem(key, value), [
    READ_NOTICES_KEY,
    ids,
  ] as const);
  return page;
}
