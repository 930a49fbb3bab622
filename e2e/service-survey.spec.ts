import { randomUUID } from 'node:crypto';
import { expect, expectNoAxeViolations, lookAt, test } from './support';
import { surveyAnswersSaying, uniqueText } from './service-database.support';

// These tests need the service worker, which playwright.config.ts blocks elsewhere.
test.use({ serviceWorkers: 'allow' });

/**
 * The visitor survey (requirements §2 Service: survey, with back-to-list and submit; §7
 * surveys, token, surveyhandler): the list, the form with its field errors, the answer kept
 * once; and an answer refused after it waited offline, shown.
 */

/*
 * The list, the questions' errors in each language and the list with no survey open are screen
 * tests (web/test/screens/service-survey.test.tsx); here, in one language, a survey answered
 * with its token and kept once, and an answer refused after it waited offline.
 */
const LANGS = [
  {
    lang: 'en',
    title: 'Visitor survey',
    survey: 'East Coast visitor satisfaction survey',
    submit: 'Send my answers',
    required: 'Please fill this in.',
    rating: '4 · Satisfied',
    areas: ['Hualien', 'Green Island'],
    recommend: 'Yes',
    comment: 'Is there anything else you would like to tell us?',
    thanks: 'Thank you!',
    back: 'Back to the surveys',
  },
] as const;

for (const l of LANGS) {
  test(`${l.lang}: a survey is answered from the list, its errors shown at the questions, kept once`, async ({
    page,
  }) => {
    await page.goto(`/pwa/#/${l.lang}/service/survey`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
    await expect(page.getByRole('link', { name: new RegExp(l.survey) })).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, `survey-list-${l.lang}.png`);

    const tokenAsked = page.waitForResponse((r) => r.url().endsWith('/opendata/token'));
    await page.getByRole('link', { name: new RegExp(l.survey) }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.survey);
    expect((await tokenAsked).status()).toBe(201);

    // Sent empty: each required question says so, and the first is focused.
    await page.getByRole('button', { name: l.submit }).click();
    const groups = page.locator('fieldset.form-field--invalid');
    await expect(groups).toHaveCount(3);
    await expect(groups.first().locator('.form-field__issue')).toHaveText(l.required);
    await expect(page.locator('#survey-1-answers-1')).toBeFocused();
    await expectNoAxeViolations(page);
    await lookAt(page, `survey-errors-${l.lang}.png`, { fullPage: true });

    const comment = uniqueText(`Comment ${l.lang}`);
    await page.getByRole('radio', { name: l.rating }).check();
    for (const area of l.areas) await page.getByRole('checkbox', { name: area }).check();
    await page.getByRole('radio', { name: l.recommend, exact: true }).check();
    await page.getByRole('textbox', { name: l.comment }).fill(comment);
    await expect(groups).toHaveCount(0);
    await page.getByRole('button', { name: l.submit }).click();

    await expect(page.getByRole('heading', { name: l.thanks })).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, `survey-thanks-${l.lang}.png`);
    expect(await surveyAnswersSaying(comment)).toBe(1);

    await page.getByRole('link', { name: l.back }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(l.title);
  });
}

test('en: an answer that waited offline and was refused (its form already used) is shown, not dropped', async ({
  page,
  context,
  request,
}) => {
  await page.goto('/pwa/#/en/service/survey/form/1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'East Coast visitor satisfaction survey',
  );
  // The form token, asked when the form opened, is kept with the draft.
  const readToken = () =>
    page.evaluate(() => {
      const drafts = JSON.parse(localStorage.getItem('ecg.survey.drafts') ?? '{}') as Record<
        string,
        { token?: { token: string } }
      >;
      return drafts[1]?.token?.token ?? '';
    });
  await expect.poll(readToken).not.toBe('');
  const token = await readToken();
  await page.getByRole('radio', { name: '5 · Very satisfied' }).check();
  await page.getByRole('checkbox', { name: 'Taitung' }).check();
  await page.getByRole('radio', { name: 'Not sure' }).check();

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Send my answers' }).click();
  await expect(page.getByText('No network: your form is saved on this phone')).toBeVisible();

  // Meanwhile the same form is answered elsewhere (another tab, another phone) with its token.
  const elsewhere = await request.post('/en/opendata/surveyhandler', {
    headers: { 'idempotency-key': randomUUID() },
    data: { surveyId: 1, token, answers: { 1: 3, 2: ['hualien'], 4: 'yes' } },
  });
  expect(elsewhere.status()).toBe(201);

  await context.setOffline(false);
  const refusal = page.getByText('These answers have already been sent. Thank you!');
  await expect(refusal).toBeVisible();
  await expectNoAxeViolations(page);
  await lookAt(page, 'survey-refused-en.png', { fullPage: true });
  await page.reload();
  await expect(refusal).toBeVisible();
});
