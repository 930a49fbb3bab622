import { issuedReferencePattern } from '@ecg/domain/rules/references';
import sharp from 'sharp';
import {
  cameraPhoto,
  expectFieldMessage,
  expectNoSidewaysScroll,
  sendForm,
  textsOf,
} from './service-repair.support';
import { asStaff } from './service-store';
import { expect, expectNoAxeViolations, lookAt, test } from './support';
import { repairConsoleRepository } from '../server/src/store/repairs/repair-console-repository';
import { repairStatusRepository } from '../server/src/store/repairs/repair-status-repository';

/**
 * The form with its errors at their fields, a place
 * from the visitor's position and the map, a real photo whose GPS position the server removes,
 * the receipt and its tracking page after the staff acknowledge it; and a report of a fault
 * already reported, added to the first.
 */

/*
 * The errors at the fields in each language (missing, far away, too short, not a picture) and a
 * wrong tracking code are screen tests (web/test/screens/service-repair.test.tsx); here, in one
 * language, the report's round trip with the real position, map, photo and staff.
 */
const LANGS = [
  { lang: 'en', walkway: 'Broken boardwalk or trail', toilet: 'Toilet', lat: 23.08 },
] as const;
const LNG = 121.35;
const TAIPEI = { latitude: 25.033, longitude: 121.5654 };

for (const { lang, walkway, toilet, lat } of LANGS) {
  test(`${lang}: a repair report, its errors, a photo, the receipt and its tracking`, async ({
    page,
    context,
  }) => {
    const t = textsOf(lang);
    const labelled = (label: string) => page.getByLabel(label, { exact: false });
    const hereButton = page.getByRole('button', { name: t('repair.place.here') });
    await context.setGeolocation({ latitude: lat, longitude: LNG });
    await page.goto(`/pwa/#/${lang}/service/repair`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('repair.title'));
    await expect(page.getByRole('option', { name: walkway })).toHaveCount(1);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await lookAt(page, `repair-${lang}-form-390.png`, { fullPage: true });

    // Sent empty: each field says what it needs, the first one has the focus.
    const send = page.getByRole('button', { name: t('repair.send') });
    await send.click();
    await expectFieldMessage(labelled(t('repair.category')), t('form.rule.required'));
    await expectFieldMessage(hereButton, t('form.rule.required'));
    await expectFieldMessage(labelled(t('repair.description')), t('form.rule.required'));
    await expect(page.getByLabel(t('repair.category'), { exact: false })).toBeFocused();
    await expectNoAxeViolations(page);
    await lookAt(page, `repair-${lang}-errors-390.png`, { fullPage: true });

    await page.getByLabel(t('repair.category'), { exact: false }).selectOption('walkway');
    await page.getByLabel(t('repair.description'), { exact: false }).fill('Loose');
    // A position in Taipei is far from the area the staff look after.
    await context.setGeolocation(TAIPEI);
    await page.getByRole('button', { name: t('repair.place.here') }).click();
    await expect(page.locator('.repair-place__status')).toContainText('25.03300');
    await send.click();
    await expectFieldMessage(hereButton, t('form.rule.outsideArea'));
    await expectFieldMessage(
      labelled(t('repair.description')),
      t('form.rule.tooShort', { limit: 10 }),
    );

    // The visitor's position, then the map moved by the keyboard, then the position again.
    await context.setGeolocation({ latitude: lat, longitude: LNG });
    await page.getByRole('button', { name: t('repair.place.here') }).click();
    const status = page.locator('.repair-place__status');
    await expect(status).toContainText(`${lat.toFixed(5)}, ${LNG.toFixed(5)}`);
    await page.getByRole('button', { name: t('repair.place.map') }).click();
    const map = page.getByLabel(t('repair.place.mapLabel'));
    await expect(map).toBeVisible();
    await expect(
      page.locator('.place-map .leaflet-overlay-pane canvas, .place-map canvas').first(),
    ).toBeVisible();
    await map.focus();
    await page.keyboard.press('ArrowDown');
    await expect(status).not.toContainText(`${lat.toFixed(5)}, ${LNG.toFixed(5)}`);
    await expectNoSidewaysScroll(page);
    await expectNoAxeViolations(page);
    await lookAt(page, `repair-${lang}-map-390.png`, { fullPage: true });
    await page.getByRole('button', { name: t('repair.place.here') }).click();
    await expect(status).toContainText(`${lat.toFixed(5)}, ${LNG.toFixed(5)}`);
    await page
      .getByLabel(t('repair.place.name'), { exact: false })
      .fill('Shitiping, third pavilion');
    await page
      .getByLabel(t('repair.description'), { exact: false })
      .fill('Two boards of the boardwalk are loose and tilt when stepped on.');

    // A file that is not a picture is refused at the field; a real photo is shown to keep or
    // remove.
    const photos = page.getByLabel(t('repair.photos'), { exact: false });
    await photos.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expectFieldMessage(labelled(t('repair.photos')), t('form.rule.image'));
    await photos.setInputFiles({
      name: 'boardwalk.jpg',
      mimeType: 'image/jpeg',
      buffer: await cameraPhoto(),
    });
    await expect(
      page.getByRole('img', { name: t('form.photos.preview', { index: 1 }) }),
    ).toBeVisible();
    await expect(page.getByText(t('form.photos.count', { count: 1, max: 3 }))).toBeVisible();

    await send.click();
    const receipt = page.getByRole('heading', { name: t('repair.receipt.title') });
    await expect(receipt).toBeFocused();
    const number = (await page.locator('.repair-receipt__number').textContent()) ?? '';
    expect(number).toMatch(issuedReferencePattern('R'));
    const track = page.getByRole('link', { name: t('repair.receipt.track') });
    await expect(track).toHaveAttribute(
      'href',
      new RegExp(`#/${lang}/service/repair/track/${number}\\?secret=[A-Za-z0-9_-]{22}$`),
    );
    const secret = /secret=([\w-]+)$/.exec((await track.getAttribute('href')) ?? '')?.[1] ?? '';
    await expectNoAxeViolations(page);
    await lookAt(page, `repair-${lang}-receipt-390.png`, { fullPage: true });

    // What the server kept: the words as typed, the photo without its GPS position or camera.
    const { detail, kept } = await asStaff(async (trx) => ({
      detail: await repairConsoleRepository(trx).detail(number),
      kept: await repairConsoleRepository(trx).photos(number),
    }));
    expect(detail?.reports[0]).toMatchObject({
      placeName: 'Shitiping, third pavilion',
      lat,
      lng: LNG,
      lang,
    });
    expect(kept).toHaveLength(1);
    const metadata = await sharp(kept[0]?.data).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 1200, height: 900 });
    expect(metadata.exif).toBeUndefined();

    // The staff acknowledge it; its link shows the status and their note.
    const note = 'A ranger will check it this afternoon.';
    await asStaff((trx) =>
      repairStatusRepository(trx).change({
        number,
        status: 'acknowledged',
        note,
        by: 'e2e',
        at: Date.now(),
      }),
    );
    await track.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t('repair.track.title', { number }),
    );
    await expect(page.locator('.repair-status')).toHaveText(t('repair.status.acknowledged'));
    await expect(page.locator('.repair-history__note')).toHaveText(note);
    await expect(page.locator('[aria-current="step"]')).toHaveText(t('repair.status.acknowledged'));
    await expectNoAxeViolations(page);
    await lookAt(page, `repair-${lang}-track-390.png`, { fullPage: true });

    // A wrong code shows nothing of the report, and the number and code can be typed again.
    await page.goto(`/pwa/#/${lang}/service/repair/track/${number}?secret=AAAAAAAAAAAAAAAAAAAAAA`);
    await expect(page.getByRole('alert')).toHaveText(t('repair.track.wrong'));
    await expect(page.locator('.repair-history')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await lookAt(page, `repair-${lang}-wrong-390.png`, { fullPage: true });
    await page.getByLabel(t('repair.track.secret'), { exact: false }).fill(secret);
    await page.getByRole('button', { name: t('repair.track.show') }).click();
    await expect(page.locator('.repair-history__note')).toHaveText(note);
  });

  test(`${lang}: a fault already reported today is added to the first report`, async ({
    page,
    context,
    request,
  }) => {
    const t = textsOf(lang);
    const spot = { lat: lat + 0.005, lng: LNG };
    const first = await sendForm(request, `/${lang}/opendata/fault-repair`, {
      category: 'toilet',
      place: spot,
      description: 'The toilet by the car park has no water.',
    });
    // About 20 m from the first report.
    await context.setGeolocation({ latitude: spot.lat + 0.00018, longitude: spot.lng });
    await page.goto(`/pwa/#/${lang}/service/repair`);
    await expect(page.getByRole('option', { name: toilet })).toHaveCount(1);
    await page.getByLabel(t('repair.category'), { exact: false }).selectOption('toilet');
    await page.getByRole('button', { name: t('repair.place.here') }).click();
    await expect(page.locator('.repair-place__status')).toContainText(
      (spot.lat + 0.00018).toFixed(5),
    );
    await page
      .getByLabel(t('repair.description'), { exact: false })
      .fill('No water in the toilets, and the tap is broken.');
    await page.getByRole('button', { name: t('repair.send') }).click();

    const offer = page.getByRole('region', { name: t('repair.duplicate.title') });
    await expect(offer).toBeFocused();
    await expect(offer).toContainText(t('repair.duplicate.text', { number: first.number }));
    await expectNoAxeViolations(page);
    await lookAt(page, `repair-${lang}-duplicate-390.png`, { fullPage: true });

    await offer
      .getByRole('button', { name: t('repair.duplicate.add', { number: first.number }) })
      .click();
    await expect(page.getByRole('heading', { name: t('repair.receipt.title') })).toBeVisible();
    await expect(
      page.getByText(t('repair.receipt.joined', { report: first.number })),
    ).toBeVisible();
    const mine = (await page.locator('.repair-receipt__number').textContent()) ?? '';
    expect(mine).not.toBe(first.number);
    const detail = await asStaff((trx) => repairConsoleRepository(trx).detail(first.number));
    expect(detail?.reports.map((report) => report.number)).toEqual([first.number, mine]);
    await expectNoAxeViolations(page);
    await lookAt(page, `repair-${lang}-added-390.png`, { fullPage: true });
  });
}
