import type { Page } from '@playwright/test';
import { addOperator, OPERATOR_PASSWORD, SIGN_IN_TIMEOUT, signInAs } from './admin.support';
import { expect, expectNoAxeViolations, lookAt, test, watchPolicy } from './support';

// These tests need the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/**
 * The operator console at /admin/. Operators are added with the real
 * command line against the e2e server's database; a notice published there reaches the
 * visitors' app at once, in each language, and leaves it when withdrawn.
 */
const STAFF = { email: 'mei@example.tw', name: 'Lin Mei' };
const ADMIN = { email: 'ana@example.tw', name: 'Ana Chen' };
const LOCKED = 'kao@example.tw';

// Each sign-in costs a deliberately slow password check (admin.support.ts).
test.describe.configure({ timeout: 120_000 });

test.beforeAll(async () => {
  await addOperator(STAFF.email, STAFF.name, 'staff');
  await addOperator(ADMIN.email, ADMIN.name, 'admin');
  await addOperator(LOCKED, 'Kao Chun', 'staff');
});

const NOTICE = {
  zh: { title: '三仙台步道橋面維修', content: '八拱橋橋面維修中，請依現場指示通行。' },
  en: {
    title: 'Sanxiantai bridge deck repairs',
    content: 'The eight-arch bridge deck is under repair: follow the signs.',
  },
  ja: {
    title: '三仙台の橋の補修工事',
    content: '八拱橋の補修工事中です。現地の案内に従ってください。',
  },
};

/** Opens the visitors' notices panel in a language and answers its list. */
async function visitorNotices(page: Page, lang: 'zh-tw' | 'en') {
  const names =
    lang === 'en'
      ? { menu: 'Open menu', notices: 'Important notices' }
      : { menu: '開啟選單', notices: '重要公告' };
  const answered = page.waitForResponse((r) => r.url().includes(`/${lang}/opendata/notices`));
  // A fresh load each time: a change of the address's hash alone would keep the panel open.
  await page.goto('about:blank');
  await page.goto(`/pwa/#/${lang}/`);
  await answered;
  await page.getByRole('button', { name: names.menu }).click();
  await page.getByRole('button', { name: new RegExp(`^${names.notices}`) }).click();
  return page.getByRole('dialog', { name: names.notices });
}

test('staff publish a notice that visitors see at once in zh-tw and en, then withdraw it', async ({
  page: visitor,
  context,
}) => {
  // The visitor's page has read the notices there were (support.ts), so no pop-up is in the way.
  const page = await context.newPage();
  // The console runs under a strict policy of its own (security-headers.ts): nothing it does,
  // not even a library's probe for eval, is refused.
  const refused = await watchPolicy(page, context);
  await signInAs(page, STAFF.email, STAFF.name);
  await expect(page.getByText('Staff', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Home', level: 1 })).toBeVisible();
  // A staff member is not shown the admins' section.
  await expect(page.getByRole('link', { name: 'Operators and log' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await lookAt(page, 'admin-home-390.png', { fullPage: true });

  await page
    .getByRole('navigation', { name: 'Sections' })
    .getByRole('link', { name: 'Important notices' })
    .click();
  await expect(page.getByRole('heading', { name: 'Important notices', level: 1 })).toBeFocused();
  await expect(page.getByText('No notice published from the console is showing.')).toBeVisible();
  await page.getByLabel('Kind').selectOption('1');
  const form = page.getByRole('form', { name: 'Publish a notice' });
  for (const [legend, text] of [
    ['Traditional Chinese', NOTICE.zh],
    ['English', NOTICE.en],
    ['Japanese', NOTICE.ja],
  ] as const) {
    const group = form.getByRole('group', { name: legend });
    await group.getByLabel('Title').fill(text.title);
    await group.getByLabel('Text').fill(text.content);
  }
  await form.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status')).toHaveText(`“${NOTICE.en.title}” was published.`);
  const published = page.getByRole('region', { name: 'Published now' });
  await expect(published.getByRole('heading', { name: NOTICE.en.title })).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'admin-notices-390.png', { fullPage: true });

  const zh = await visitorNotices(visitor, 'zh-tw');
  await expect(zh.getByText(NOTICE.zh.title)).toBeVisible();
  const en = await visitorNotices(visitor, 'en');
  await expect(en.getByText(NOTICE.en.title)).toBeVisible();
  await lookAt(visitor, 'admin-notice-seen-by-visitor-en.png');

  await published.getByRole('button', { name: `Withdraw “${NOTICE.en.title}”` }).click();
  const confirm = page.getByRole('dialog', { name: 'Withdraw this notice?' });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoAxeViolations(page);
  await lookAt(page, 'admin-withdraw-390.png');
  await confirm.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('status')).toHaveText(`“${NOTICE.en.title}” was withdrawn.`);
  await expect(page.getByText('No notice published from the console is showing.')).toBeVisible();

  for (const lang of ['zh-tw', 'en'] as const) {
    const list = await visitorNotices(visitor, lang);
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(list.getByText(lang === 'en' ? NOTICE.en.title : NOTICE.zh.title)).toHaveCount(0);
  }
  expect(refused).toEqual([]);
});

test('the publish form says at each field what is missing, in Traditional Chinese', async ({
  page,
}) => {
  await signInAs(page, STAFF.email, STAFF.name);
  await page.getByRole('button', { name: '繁體中文' }).click();
  await page
    .getByRole('navigation', { name: '功能選單' })
    .getByRole('link', { name: '重要公告' })
    .click();
  const form = page.getByRole('form', { name: '發布公告' });
  await form.getByRole('group', { name: '繁體中文' }).getByLabel('標題').fill(NOTICE.zh.title);
  await form.getByRole('button', { name: '新增連結' }).click();
  await form
    .getByRole('group', { name: '連結 1' })
    .getByLabel('網址（https://…）')
    .fill('http://example.com');
  await form.getByRole('button', { name: '發布', exact: true }).click();
  await expect(page.getByRole('alert')).toHaveText('有些欄位需要修正，請看各欄位的說明。');
  const english = form.getByRole('group', { name: '英文' });
  await expect(english.getByLabel('標題')).toHaveAttribute('aria-invalid', 'true');
  await expect(english.getByText('請填寫此欄。')).toHaveCount(2);
  await expect(
    form.getByRole('group', { name: '繁體中文' }).getByLabel('標題'),
  ).not.toHaveAttribute('aria-invalid');
  await expect(form.getByText('請輸入以 https:// 開頭的網址。')).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'admin-notice-errors-zh-390.png', { fullPage: true });
});

test('sign-in errors are said at the field, a wrong password and a lock above the button', async ({
  page,
}) => {
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'English' }).click();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please fill this in.')).toHaveCount(2);
  await page.getByLabel('Email').fill('mei');
  await page.getByLabel('Password').fill('x');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByText('Please enter an email address, like name@example.tw.'),
  ).toBeVisible();
  await expect(page.getByLabel('Password')).not.toHaveAttribute('aria-invalid');

  await page.getByLabel('Email').fill(LOCKED);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The email or the password is wrong.',
    SIGN_IN_TIMEOUT,
  );
  await expectNoAxeViolations(page);
  await lookAt(page, 'admin-sign-in-wrong-390.png');

  for (let failure = 1; failure < 10; failure += 1) {
    const answer = await page.request.post('/admin/api/sign-in', {
      data: { email: LOCKED, password: `guess ${failure}` },
    });
    expect(answer.status()).toBe(401);
  }
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Too many failed sign-ins for this email. Try again in 15 minutes.',
    SIGN_IN_TIMEOUT,
  );
  await page.getByRole('button', { name: '繁體中文' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    '此電子郵件登入失敗次數過多，請於 15 分鐘後再試。',
  );
  await expectNoAxeViolations(page);
  await lookAt(page, 'admin-sign-in-locked-zh-390.png');
});

test('an ended session sends the operator back to sign in, with a message', async ({ page }) => {
  await signInAs(page, STAFF.email, STAFF.name);
  const token = await page.evaluate(
    () =>
      (JSON.parse(sessionStorage.getItem('ecg.admin.session') ?? '{}') as { token: string }).token,
  );
  // The session ends elsewhere (here: signed out from another client).
  await page.request.post('/admin/api/sign-out', { headers: { authorization: `Bearer ${token}` } });
  await page.getByRole('link', { name: 'Important notices' }).first().click();
  await expect(page.getByText('Your session has ended. Please sign in again.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Signing in again opens the section asked for.
  await page.getByLabel('Email').fill(STAFF.email);
  await page.getByLabel('Password').fill(OPERATOR_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Important notices', level: 1 })).toBeVisible(
    SIGN_IN_TIMEOUT,
  );
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });

  test('an admin sees the operators and the log of what was done', async ({ page }) => {
    await signInAs(page, ADMIN.email, ADMIN.name);
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    await lookAt(page, 'admin-home-1280.png');
    await page.getByRole('link', { name: 'Operators and log' }).first().click();
    const operators = page.getByRole('region', { name: 'Operators' });
    await expect(operators.getByRole('cell', { name: STAFF.email })).toBeVisible();
    const log = page.getByRole('region', { name: 'Actions log' });
    await expect(log.getByRole('cell', { name: 'Signed in' }).first()).toBeVisible();
    await expect(log.getByRole('cell', { name: 'Operator added' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, 'admin-operators-1280.png', { fullPage: true });
    await page.getByRole('link', { name: 'Important notices' }).first().click();
    await expect(page.getByRole('heading', { name: 'Important notices', level: 1 })).toBeVisible();
    await lookAt(page, 'admin-notices-1280.png', { fullPage: true });
  });
});

test('the console is apart from the visitors\u2019 app: not precached, not controlled by its worker', async ({
  page,
}) => {
  const visitorRequests: string[] = [];
  page.on('request', (request) => visitorRequests.push(request.url()));
  await page.goto('/pwa/#/en/');
  await page.evaluate(async () => navigator.serviceWorker.ready);
  const worker = await (await page.request.get('/pwa/sw.js')).text();
  expect(worker).not.toContain('admin');
  expect(visitorRequests.filter((url) => url.includes('/admin/'))).toEqual([]);
  await page.goto('/admin/');
  await expect(page.getByRole('heading', { name: /Sign in|登入/ })).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
});
