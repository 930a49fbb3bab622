import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test';
import { expect, expectNoAxeViolations, lookAt, READ_NOTICES_KEY } from './support';

/**
 * Members' phones for the end-to-end tests (docs/members.md): Chromium's own WebAuthn with a
 * virtual authenticator standing for the phone's passkey store. WebAuthn refuses an IP
 * address, so member pages are opened at localhost.
 */

/**
 * A phone's passkey store: user verification passes, as a fingerprint would. Added before any
 * passkey call: with none, the browser's create() waits to its timeout.
 */
export async function addPasskeyStore(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

export const atLocalhost = (baseURL: string | undefined) =>
  baseURL!.replace('127.0.0.1', 'localhost');

/** Another phone: a context of its own, with its own storage and passkey store (and position). */
export async function newPhone(
  browser: Browser,
  baseURL: string | undefined,
  options: BrowserContextOptions = {},
): Promise<Page> {
  const context: BrowserContext = await browser.newContext({
    baseURL: atLocalhost(baseURL),
    viewport: { width: 390, height: 844 },
    ...options,
  });
  await context.addInitScript((key) => window.localStorage.setItem(key, 'all'), READ_NOTICES_KEY);
  const page = await context.newPage();
  await addPasskeyStore(page);
  return page;
}

/** Creates an account on this page and gives its recovery codes, once past their screen. */
export async function enrol(
  page: Page,
  site: string,
  lang: 'en' | 'zh-tw',
  name: string,
): Promise<string[]> {
  const words = WORDS[lang];
  await page.goto(`${site}/pwa/#/${lang}/member`);
  await page.getByRole('textbox', { name: words.displayName }).fill(name);
  await page.getByRole('button', { name: words.create }).click();
  const codes = page.getByRole('list', { name: words.codes }).getByRole('listitem');
  await expect(codes).toHaveCount(10);
  await lookAt(page, `member-codes-${lang}.png`, { fullPage: true });
  const given = (await codes.allTextContents()).map((code) => code.trim());
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: words.saved }).click();
  await expect(page.getByRole('heading', { level: 2, name: words.account })).toBeVisible();
  return given;
}

export const WORDS = {
  en: {
    displayName: /^Display name/,
    create: 'Create an account with a passkey',
    codes: 'Recovery codes',
    saved: 'I have saved them',
    account: 'Your account',
    signOut: 'Sign out',
    signIn: 'Sign in with a passkey',
    signedOut: 'You are signed out on this phone.',
  },
  'zh-tw': {
    displayName: /^顯示名稱/,
    create: '以通行金鑰建立帳號',
    codes: '復原碼',
    saved: '我已經保存好了',
    account: '您的帳號',
    signOut: '登出',
    signIn: '以通行金鑰登入',
    signedOut: '您已在這支手機上登出。',
  },
} as const;
