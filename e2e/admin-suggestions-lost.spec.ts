import { issuedReferencePattern, issuedReferenceWithin } from '@ecg/domain/rules/references';
import { randomUUID } from 'node:crypto';
import { addOperator, signInAs } from './admin.support';
import { lookAtBothSizes, openSection } from './admin-sections.support';
import { textsOf } from './service-repair.support';
import { expect, test } from './support';

/**
 * Staff answer suggestions and keep lost property in the console. A visitor's
 * suggestion sent in the app is read and replied to in the console, and the visitor reads the
 * reply on its page; a found item registered in the console is listed for visitors until it is
 * given back; a lost item reported in the app is matched to a found item.
 */
const STAFF = { email: 'yun@example.tw', name: 'Hsu Yun' };

test.describe.configure({ timeout: 180_000 });

test.beforeAll(async () => {
  await addOperator(STAFF.email, STAFF.name, 'staff');
});

test('a visitor\u2019s suggestion is replied to in the console, and the visitor reads the reply', async ({
  page: visitor,
  context,
}) => {
  const message = `The sign to the arch bridge points the wrong way (${randomUUID().slice(0, 8)}).`;
  await visitor.goto('/pwa/#/en/service/suggestion');
  await visitor.getByRole('combobox', { name: 'Topic' }).selectOption({
    label: 'Signs and information',
  });
  await visitor.getByRole('textbox', { name: 'Place' }).fill('Sanxiantai');
  await visitor.getByRole('textbox', { name: 'Your suggestion' }).fill(message);
  await visitor.getByRole('textbox', { name: 'Name' }).fill('Lin Mei');
  await visitor.getByRole('textbox', { name: 'Email' }).fill('mei@example.tw');
  await visitor.getByRole('button', { name: 'Send suggestion' }).click();
  const number = (await visitor.locator('.suggestion__reference').first().textContent()) ?? '';
  expect(number).toMatch(issuedReferencePattern('S'));
  await visitor.getByRole('link', { name: 'Open the page of our reply' }).click();
  await expect(visitor.getByText('Received: we will reply soon.')).toBeVisible();
  const replyPage = visitor.url();

  const page = await context.newPage();
  await signInAs(page, STAFF.email, STAFF.name);
  await page.bringToFront();
  await openSection(page, 'Sections', 'Suggestions');
  const row = page.getByRole('listitem').filter({ hasText: number });
  await expect(row).toContainText('To reply');
  await expect(row).toContainText(message);
  await lookAtBothSizes(page, 'suggestions');

  await row.getByRole('link', { name: number }).click();
  await expect(page.getByText('Lin Mei · mei@example.tw')).toBeVisible();
  const form = page.getByRole('form', { name: 'Reply' });
  await form.getByRole('button', { name: 'Send the reply' }).click();
  await expect(form.getByText('Please fill this in.')).toBeVisible();
  const reply = 'Thank you: the sign was turned the right way this morning.';
  await form.getByLabel('Reply to the visitor').fill(reply);
  await lookAtBothSizes(page, 'suggestion-reply');
  await form.getByRole('button', { name: 'Send the reply' }).click();
  await expect(page.locator('.status-line')).toHaveText(
    `Your reply to ${number} was saved: the visitor can read it now.`,
  );
  await expect(page.getByRole('heading', { name: `Suggestion ${number} Replied` })).toBeVisible();

  await visitor.goto('about:blank');
  await visitor.goto(replyPage);
  await expect(visitor.getByText('We have replied.')).toBeVisible();
  await expect(visitor.getByText(reply)).toBeVisible();
});

test('zh-tw: a found item registered in the console is listed for visitors until it is given back; a lost item\u2019s report is matched', async ({
  page: visitor,
  context,
}) => {
  const place = `石梯坪 ${randomUUID().slice(0, 6)}`;
  const page = await context.newPage();
  await signInAs(page, STAFF.email, STAFF.name);
  await page.bringToFront();
  await page.getByRole('button', { name: '繁體中文' }).click();
  await openSection(page, '功能選單', '失物招領');
  await page.getByRole('button', { name: '登記拾獲物' }).click();
  const form = page.getByRole('form', { name: '登記拾獲物' });
  await form.getByRole('button', { name: '登記', exact: true }).click();
  await expect(page.getByText('有些欄位需要修正，請看各欄位的說明。')).toBeVisible();
  await expect(form.getByLabel('物品類別')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('領取地點')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('物品類別').selectOption('wallet');
  await form.getByLabel('物品描述').fill('咖啡色皮夾，內有臺東公車卡。');
  await form.getByLabel('拾獲地點').fill(`${place}停車場`);
  await form.getByLabel('拾獲日期').fill('2026-11-20');
  await form.getByLabel('保管期限').fill('2026-11-01');
  await form.getByLabel('領取地點').selectOption({ index: 1 });
  await form.getByRole('button', { name: '登記', exact: true }).click();
  await expect(form.getByLabel('保管期限')).toHaveAttribute('aria-invalid', 'true');
  await lookAtBothSizes(page, 'found-item-errors-zh');
  await form.getByLabel('保管期限').fill('2099-12-31');
  await form.getByRole('button', { name: '登記', exact: true }).click();
  const status = page.locator('.status-line');
  await expect(status).toHaveText(issuedReferenceWithin('F'));
  const item = issuedReferenceWithin('F').exec((await status.textContent()) ?? '')?.[0] ?? '';
  await expect(status).toHaveText(`已登記 ${item}，旅客現在即可查詢。`);
  await lookAtBothSizes(page, 'found-items-zh');

  // The visitor finds it among the found items.
  const t = textsOf('zh-tw');
  const search = async (from = '') => {
    await visitor.goto('about:blank');
    await visitor.goto('/pwa/#/zh-tw/service/lost-property');
    const box = visitor.getByRole('search');
    await box.getByLabel(t('lostProperty.found.place')).fill(place);
    if (from) await box.getByLabel(t('lostProperty.found.from')).fill(from);
    await box.getByRole('button', { name: t('lostProperty.found.submit') }).click();
  };
  await search();
  await expect(visitor.locator('.lost-found__item')).toHaveCount(1);
  await expect(visitor.locator('.lost-found__item')).toContainText('咖啡色皮夾，內有臺東公車卡。');

  // The visitor reports a lost wallet; the console matches it to the found item.
  const form2 = visitor.getByRole('region', { name: t('lostProperty.report.title') });
  const labelled = (label: string) => form2.getByLabel(label, { exact: false });
  await labelled(t('lostProperty.report.category')).selectOption('wallet');
  await labelled(t('lostProperty.report.description')).fill(`咖啡色皮夾，在${place}遺失。`);
  await labelled(t('lostProperty.report.place')).fill(place);
  await labelled(t('lostProperty.report.lostOn')).fill('2026-11-20');
  await labelled(t('form.contact.name')).fill('陳美玲');
  await labelled(t('form.contact.email')).fill('mei@example.tw');
  await form2.getByRole('button', { name: t('lostProperty.report.send') }).click();
  const report = ((await visitor.locator('.lost-receipt__number').textContent()) ?? '').trim();
  expect(report).toMatch(issuedReferencePattern('L'));

  await page.getByRole('link', { name: '遺失物登記', exact: true }).click();
  const lost = page.getByRole('listitem').filter({ hasText: report });
  await expect(lost).toContainText('待比對');
  await expect(lost).toContainText('陳美玲 · mei@example.tw');
  const match = lost.getByRole('form', { name: `將登記 ${report} 比對為拾獲物` });
  await match.getByLabel('拾獲物編號').fill('F-2611-9999');
  await match.getByRole('button', { name: '比對' }).click();
  await expect(match.getByText('沒有此編號的保管中拾獲物。')).toBeVisible();
  await lookAtBothSizes(page, 'lost-reports-zh');
  await match.getByLabel('拾獲物編號').fill(item);
  await match.getByRole('button', { name: '比對' }).click();
  await expect(status).toHaveText(`已將 ${report} 比對為 ${item}，請通知旅客。`);

  // Given back, it leaves the visitors' list.
  await page.getByRole('link', { name: '拾獲物', exact: true }).click();
  await page.getByRole('button', { name: `辦理 ${item} 領回` }).click();
  const dialog = page.getByRole('dialog', { name: `辦理 ${item} 領回？` });
  await dialog.getByLabel('備註（選填）').fill('失主出示身分證。');
  await lookAtBothSizes(page, 'found-item-return-zh');
  await dialog.getByRole('button', { name: '確定' }).click();
  await expect(status).toHaveText(`${item} 已領回。`);
  // The app keeps a search's answer a minute (get-found-items.ts): a new search asks the server.
  await search('2026-11-20');
  await expect(visitor.getByText(t('lostProperty.found.noMatch'))).toBeVisible();
});
