import { issuedReferencePattern } from '@ecg/domain/rules/references';
import { expectFieldMessage, expectNoSidewaysScroll, textsOf } from './service-repair.support';
import { asStaff, inContent } from './service-store';
import { expect, expectNoAxeViolations, lookAt, test } from './support';
import { foundItemConsoleRepository } from '../server/src/store/lost-property/found-item-console-repository';
import { lostReportRepository } from '../server/src/store/lost-property/lost-report-repository';

/**
 * The found items the staff registered, searched by place and days,
 * with a plain line when none matches; and a lost item's report with its errors
 * at their fields, answered with its number.
 */

/*
 * The found items' cards and the report's errors in each language are screen tests
 * (web/test/screens/service-lost-property.test.tsx); here, in one language, the search on the
 * server's items by place and days, and the report's round trip to the staff's list.
 */
const LANGS = ['en'] as const;

/** The first visitor centre of the seed, as the staff would choose it. */
const firstCentre = () =>
  inContent((trx) =>
    trx
      .selectFrom('place_collection')
      .select('place_id')
      .where('collection', '=', 'visitor-center')
      .orderBy('place_id')
      .executeTakeFirstOrThrow(),
  );

for (const lang of LANGS) {
  test(`${lang}: the found items are searched by place and days`, async ({ page }) => {
    const t = textsOf(lang);
    const place = `Jialulan E2E ${lang}`;
    const { place_id: centreId } = await firstCentre();
    const centre = await inContent((trx) =>
      trx
        .selectFrom('place_text')
        .select('name')
        .where('place_id', '=', centreId)
        .where('lang', '=', lang)
        .executeTakeFirstOrThrow(),
    );
    const items = await asStaff(async (trx) => [
      await foundItemConsoleRepository(trx).register(
        {
          category: 'umbrella',
          description: 'Blue folding umbrella',
          placeFound: `${place} pavilion`,
          foundOn: '2026-10-03',
          keepUntil: '2099-12-31',
          collectPlaceId: centreId,
        },
        Date.now(),
        new Set([centreId]),
      ),
      await foundItemConsoleRepository(trx).register(
        {
          category: 'wallet',
          description: 'Black leather wallet',
          placeFound: `${place} car park`,
          foundOn: '2026-09-20',
          keepUntil: '2099-12-31',
          collectPlaceId: centreId,
        },
        Date.now(),
        new Set([centreId]),
      ),
    ]);

    await page.goto(`/pwa/#/${lang}/service/lost-property`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('lostProperty.title'));
    const search = page.getByRole('search');
    await search.getByLabel(t('lostProperty.found.place')).fill('no such place anywhere');
    await search.getByRole('button', { name: t('lostProperty.found.submit') }).click();
    await expect(page.getByText(t('lostProperty.found.noMatch'))).toBeVisible();

    await search.getByLabel(t('lostProperty.found.place')).fill(place);
    await search.getByRole('button', { name: t('lostProperty.found.submit') }).click();
    const cards = page.locator('.lost-found__item');
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('heading')).toHaveText(
      t('lostProperty.category.umbrella'),
    );
    await expect(cards.first()).toContainText('Blue folding umbrella');
    await expect(cards.first()).toContainText(centre.name);
    await expect(cards.first()).toContainText(items[0] ?? '');
    await expect(cards.first()).toContainText('2099-12-31');
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await lookAt(page, `lost-${lang}-found-390.png`, { fullPage: true });

    // Only the days of September: the wallet.
    await search.getByLabel(t('lostProperty.found.from')).fill('2026-09-01');
    await search.getByLabel(t('lostProperty.found.to')).fill('2026-09-30');
    await search.getByRole('button', { name: t('lostProperty.found.submit') }).click();
    await expect(cards).toHaveCount(1);
    await expect(cards.first().getByRole('heading')).toHaveText(t('lostProperty.category.wallet'));
  });

  test(`${lang}: a lost item's report, its errors and its number`, async ({ page }) => {
    const t = textsOf(lang);
    const labelled = (label: string) => page.getByLabel(label, { exact: false });
    const description = `Green backpack with a camera, ${lang} e2e`;
    await page.goto(`/pwa/#/${lang}/service/lost-property`);
    const form = page.getByRole('region', { name: t('lostProperty.report.title') });
    const send = form.getByRole('button', { name: t('lostProperty.report.send') });

    await send.click();
    await expectFieldMessage(labelled(t('lostProperty.report.category')), t('form.rule.required'));
    await expectFieldMessage(labelled(t('lostProperty.report.place')), t('form.rule.required'));
    await expectFieldMessage(labelled(t('lostProperty.report.lostOn')), t('form.rule.required'));
    await expectFieldMessage(labelled(t('form.contact.name')), t('form.rule.required'));
    await expect(labelled(t('lostProperty.report.category'))).toBeFocused();

    await labelled(t('lostProperty.report.category')).selectOption('bag');
    await labelled(t('lostProperty.report.description')).fill('bag');
    await labelled(t('lostProperty.report.place')).fill('Sanxiantai bridge');
    await labelled(t('lostProperty.report.lostOn')).fill('2099-01-01');
    await labelled(t('form.contact.name')).fill('Lin Mei');
    await labelled(t('form.contact.email')).fill('lin@');
    await send.click();
    await expectFieldMessage(
      labelled(t('lostProperty.report.description')),
      t('form.rule.tooShort', { limit: 5 }),
    );
    await expectFieldMessage(labelled(t('lostProperty.report.lostOn')), t('form.rule.futureDate'));
    await expectFieldMessage(labelled(t('form.contact.email')), t('form.rule.email'));
    await expect(form.getByText(t('lostProperty.report.privacyKept', { months: 6 }))).toBeVisible();
    await expectNoAxeViolations(page);
    await lookAt(page, `lost-${lang}-errors-390.png`, { fullPage: true });

    await labelled(t('lostProperty.report.description')).fill(description);
    await labelled(t('lostProperty.report.lostOn')).fill('2026-11-20');
    await labelled(t('form.contact.email')).fill('lin@example.tw');
    await send.click();
    await expect(
      page.getByRole('heading', { name: t('lostProperty.receipt.title') }),
    ).toBeFocused();
    const number = (await page.locator('.lost-receipt__number').textContent()) ?? '';
    expect(number).toMatch(issuedReferencePattern('L'));
    await expectNoAxeViolations(page);
    await lookAt(page, `lost-${lang}-receipt-390.png`, { fullPage: true });

    const reports = await asStaff((trx) =>
      lostReportRepository(trx).list({ state: 'open', pageSize: 100 }),
    );
    expect(reports.items.find((report) => report.number === number)).toMatchObject({
      category: 'bag',
      description,
      place_lost: 'Sanxiantai bridge',
      lost_on: '2026-11-20',
      contact_email: 'lin@example.tw',
      lang,
    });
  });
}
