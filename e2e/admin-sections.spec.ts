import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { addOperator, signInAs } from './admin.support';
import {
  lookAtBothSizes,
  openSection,
  reservationStrings,
  type Strings,
} from './admin-sections.support';
import { testOffering } from './service-forms.support';
import { asStaff } from './service-store';
import { expect, test } from './support';

/**
 * The console's reservations. Staff set up a narrator service and its batches
 * in the console, a visitor asks for it in the app, the booking appears in the console and is
 * confirmed there, and the visitor's own page says so with the centre's note; a tour booking is
 * cancelled with its reason, in Traditional Chinese, and the visitor reads why.
 */
const STAFF = { email: 'lan@example.tw', name: 'Wang Lan' };
const DAY = 24 * 3_600_000;

// Each sign-in costs a deliberately slow password check (admin.support.ts).
test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await addOperator(STAFF.email, STAFF.name, 'staff');
});

/** A visitor's booking in the app, up to its receipt's tracking page; answers its number. */
async function bookInTheApp(
  visitor: Page,
  lang: 'zh-tw' | 'en',
  { time, party, send }: { time: string; party: string; send: 'send' | 'sendNarrator' },
): Promise<{ number: string; tracking: string }> {
  const { r, contact } = reservationStrings(lang);
  await visitor.getByRole('button', { name: new RegExp(time) }).click();
  await visitor.getByLabel(String(r.party)).fill(party);
  await visitor.getByLabel(contact.name ?? '').fill(lang === 'en' ? 'Hualien Hikers' : '陳美玲');
  await visitor.getByLabel(contact.email ?? '').fill('hikers@example.tw');
  await visitor.getByRole('button', { name: String(r[send]), exact: true }).click();
  const number = await visitor.locator('.booking-receipt__number').innerText();
  await visitor
    .locator('.booking-receipt')
    .getByRole('link', { name: String(r.track) })
    .click();
  await expect(visitor.locator('.booking-status')).toBeVisible();
  return { number, tracking: visitor.url() };
}

/** The visitor's tracking page, loaded afresh: its status and the centre's note. */
async function expectTracked(visitor: Page, tracking: string, status: string, note: string) {
  await visitor.goto('about:blank');
  await visitor.goto(tracking);
  await expect(visitor.locator('.booking-status')).toHaveText(status);
  await expect(visitor.getByText(note)).toBeVisible();
}

test('staff set up a narrator service and its batches; a visitor asks; staff confirm, and the visitor\u2019s page says so', async ({
  page: visitor,
  context,
}) => {
  const token = randomUUID().slice(0, 6);
  const title = { zh: `海岸解說員 ${token}`, en: `Coast narrator ${token}` };
  const date = taipeiDate(Date.now() + 2 * DAY);
  const page = await context.newPage();
  await signInAs(page, STAFF.email, STAFF.name);
  await page.bringToFront();
  await openSection(page, 'Sections', 'Tours and narrators');
  await expect(page.getByRole('heading', { name: 'Tours and narrators', level: 1 })).toBeFocused();
  await page.getByRole('link', { name: 'New offering' }).click();
  const form = page.getByRole('form', { name: 'New offering' });
  await form.getByLabel('Kind').selectOption('narrator');
  await form.getByLabel('Visitor centre').selectOption({ index: 1 });
  for (const [legend, text, description] of [
    ['Traditional Chinese', title.zh, '由解說員帶領團體走訪海岸。這是測試建立的項目。'],
    ['English', title.en, 'A narrator walks the coast with your group. Made by a test.'],
  ] as const) {
    const group = form.getByRole('group', { name: legend });
    await group.getByLabel('Title').fill(text);
    await group.getByLabel('Description').fill(description);
  }
  await form.getByLabel('Smallest group').fill('2');
  await form.getByLabel('Largest group').fill('20');
  await form.getByRole('checkbox', { name: 'English', exact: true }).check();
  await lookAtBothSizes(page, 'offering-new');
  await form.getByRole('button', { name: 'Save' }).click();
  const status = page.locator('.status-line');
  await expect(status).toHaveText(`“${title.en}” was created. Open its first batches below.`);

  const opening = page.getByRole('form', { name: 'Open a batch' });
  await opening.getByLabel('Date').fill(date);
  await opening.getByLabel('Start time').fill('10:00');
  await opening.getByLabel('Length in minutes').fill('90');
  await opening.getByLabel('Places').fill('12');
  await opening.getByRole('button', { name: 'Open the batch' }).click();
  await expect(status).toHaveText(`The batch of ${date} 10:00 is open to visitors.`);
  // The date, length and places stay: another time of the day is one field away.
  await opening.getByLabel('Start time').fill('14:00');
  await opening.getByRole('button', { name: 'Open the batch' }).click();
  await expect(status).toHaveText(`The batch of ${date} 14:00 is open to visitors.`);
  await opening.getByLabel('Start time').fill('10:00');
  await opening.getByRole('button', { name: 'Open the batch' }).click();
  await expect(opening.getByLabel('Start time')).toHaveAttribute('aria-invalid', 'true');
  await expect(
    opening.getByText('A batch of this offering already starts at this date and time.'),
  ).toBeVisible();
  await page.getByRole('button', { name: `Close the batch of ${date} 14:00 to bookings` }).click();
  await expect(status).toHaveText(`The batch of ${date} 14:00 was closed to bookings.`);
  const batches = page.getByRole('region', { name: `Batches of “${title.en}”` });
  await expect(batches.getByRole('listitem')).toHaveCount(2);
  await expect(batches.getByRole('listitem').nth(1)).toContainText('Closed to bookings');
  await lookAtBothSizes(page, 'batches');

  // The visitor finds the service, its open batch only, and asks for a narrator.
  const { r } = reservationStrings('en');
  await visitor.goto('/pwa/#/en/service/reservation');
  await visitor.getByRole('link', { name: new RegExp(title.en) }).click();
  await expect(visitor.getByRole('button', { name: /14:00/ })).toHaveCount(0);
  const { number, tracking } = await bookInTheApp(visitor, 'en', {
    time: '10:00',
    party: '4',
    send: 'sendNarrator',
  });
  await expect(visitor.locator('.booking-status')).toHaveText(
    (r.status as Strings)?.requested as string,
  );

  // The booking reaches the console, from the batch's own list.
  await page.getByRole('link', { name: `Bookings of the batch of ${date} 10:00` }).click();
  await expect(page.getByRole('heading', { name: 'Bookings', level: 1 })).toBeVisible();
  await expect(page.getByText(`Only the bookings of the batch of ${date} 10:00.`)).toBeVisible();
  const booking = page.getByRole('listitem').filter({ hasText: number });
  await expect(booking).toContainText('Requested');
  await expect(booking).toContainText('Hualien Hikers');
  await expect(booking).toContainText('4 people');
  await lookAtBothSizes(page, 'bookings');

  await booking.getByRole('button', { name: `Confirm booking ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `Confirm booking ${number}?` });
  const note = 'Ms Lin meets your group at the front desk at 09:50.';
  await dialog.getByLabel('Note for the visitor (optional)').fill(note);
  await lookAtBothSizes(page, 'booking-confirm');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(status).toHaveText(`Booking ${number} was confirmed.`);
  await expect(booking).toContainText('Confirmed');

  await expectTracked(visitor, tracking, (r.status as Strings)?.confirmed as string, note);

  // The places never go below those asked for.
  await page.goto(`/admin/#/reservations`);
  await page.getByRole('link', { name: `Batches of “${title.en}”` }).click();
  const places = page.getByRole('form', { name: `Places of the batch of ${date} 10:00` });
  await places.getByLabel('Places').fill('3');
  await places.getByRole('button', { name: 'Save places' }).click();
  await expect(places.getByText('More places than this are booked already.')).toBeVisible();
  await places.getByLabel('Places').fill('15');
  await places.getByRole('button', { name: 'Save places' }).click();
  await expect(status).toHaveText(`The places of the batch of ${date} 10:00 were saved.`);
  await expect(page.getByText('4 of 15 places booked')).toBeVisible();
});

test('zh-tw: staff cancel a tour booking with the reason; the place is freed and the visitor reads why', async ({
  page: visitor,
  context,
}) => {
  const offering = await testOffering({ '11:00': 5 });
  const { r } = reservationStrings('zh-tw');
  await visitor.goto(`/pwa/#/zh-tw/service/reservation/tour/${offering.offeringId}`);
  const { number, tracking } = await bookInTheApp(visitor, 'zh-tw', {
    time: '11:00',
    party: '2',
    send: 'send',
  });

  const page = await context.newPage();
  await signInAs(page, STAFF.email, STAFF.name);
  await page.bringToFront();
  await page.getByRole('button', { name: '繁體中文' }).click();
  await openSection(page, '功能選單', '預約名單');
  await page.getByLabel('預約項目').selectOption({ label: offering.titles['zh-tw'] });
  await page.getByLabel('狀態', { exact: true }).selectOption('confirmed');
  await expect(page).toHaveURL(/status=confirmed/);
  const booking = page.getByRole('listitem').filter({ hasText: number });
  await expect(booking).toContainText('已確認');
  await booking.getByRole('button', { name: `取消預約 ${number}` }).click();
  const dialog = page.getByRole('dialog', { name: `取消預約 ${number}？` });
  // The reason's field has the focus; Escape or 保留預約 leaves the booking as it is.
  const reasonField = dialog.getByLabel('取消原因（旅客會看到）');
  await expect(reasonField).toBeFocused();
  await dialog.getByRole('button', { name: '確定取消預約' }).click();
  await expect(dialog.getByText('請填寫此欄。')).toBeVisible();
  const reason = '颱風警報發布，當日導覽取消，造成不便敬請見諒。';
  await reasonField.fill(reason);
  await lookAtBothSizes(page, 'booking-cancel-zh');
  await dialog.getByRole('button', { name: '確定取消預約' }).click();
  await expect(page.locator('.status-line')).toHaveText(`已取消預約 ${number}。`);
  // The list asked for confirmed bookings no longer holds it.
  await expect(booking).toHaveCount(0);
  const booked = await asStaff((trx) =>
    trx
      .selectFrom('reservation_batch')
      .select('booked')
      .where('id', '=', offering.batches['11:00'] ?? 0)
      .executeTakeFirstOrThrow(),
  );
  expect(booked.booked).toBe(0);

  await expectTracked(visitor, tracking, (r.status as Strings)?.cancelled as string, reason);

  // The offering form says at each field what is missing, in Chinese.
  await openSection(page, '功能選單', '導覽與解說');
  await page.getByRole('link', { name: '新增項目' }).click();
  const form = page.getByRole('form', { name: '新增預約項目' });
  await form.getByLabel('最多人數').fill('0');
  await form.getByRole('checkbox', { name: '華語' }).uncheck();
  await form.getByRole('button', { name: '儲存' }).click();
  await expect(page.getByText('有些欄位需要修正，請看各欄位的說明。')).toBeVisible();
  await expect(form.getByLabel('遊客中心')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByRole('group', { name: '繁體中文' }).getByLabel('名稱')).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await expect(form.getByText('請輸入 1 以上的數字。')).toBeVisible();
  await expect(form.getByText('請至少選擇 1 項。')).toBeVisible();
  await expect(form.getByRole('group', { name: '英文' }).getByLabel('名稱')).not.toHaveAttribute(
    'aria-invalid',
  );
  await lookAtBothSizes(page, 'offering-errors-zh');
});
