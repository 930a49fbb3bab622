import type { Notice } from '@ecg/domain/contracts';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { expect, expectNoAxeViolations, READ_NOTICES_KEY, lookAt, test } from './support';

/**
 * CWA's warnings become important notices (docs/live-data.md, Warnings). The
 * server runs without a CWA key, so the warnings are the samples': examples kept on their
 * recorded day, titled as examples, never popped up. Among them a sea-and-land typhoon warning
 * for Taitung and Hualien.
 */
const LANGS = [
  {
    lang: 'zh-tw',
    source: '資料來源：中央氣象署',
    sample: '範例資料',
    example: '範例：',
    unread: '有未讀的重要公告',
    menu: '開啟選單',
    panel: '重要公告',
    back: '回公告列表',
  },
  {
    lang: 'en',
    source: 'Source: Central Weather Administration',
    sample: 'Sample data',
    example: 'Example: ',
    unread: 'There are unread notices',
    menu: 'Open menu',
    panel: 'Important notices',
    back: 'Back to the notices',
  },
  {
    lang: 'ja',
    source: '出典：中央気象署',
    sample: 'サンプルデータ',
    example: 'サンプル：',
    unread: '未読のお知らせがあります',
    menu: 'メニューを開く',
    panel: '重要なお知らせ',
    back: 'お知らせ一覧へ戻る',
  },
] as const;

test.describe('a recorded CWA typhoon warning on a first visit without keys', () => {
  test.use({ noticesRead: false });

  for (const words of LANGS) {
    test(`never pops up in ${words.lang}: listed as an example, on its recorded day, with its source`, async ({
      page,
      request,
    }) => {
      const answer = await request.get(`/${words.lang}/opendata/notices?type=messages`);
      const notices = ((await answer.json()) as { data: Notice[] }).data;
      const typhoon = notices.find((notice) => String(notice.id).startsWith('cwa-typhoon-'));
      if (!typhoon) throw new Error('the samples hold no typhoon warning');
      expect(typhoon.title.startsWith(words.example)).toBe(true);
      expect(typhoon.source).toEqual({ provider: 'CWA', sample: true });
      expect(typhoon.datetime.slice(0, 10)).not.toBe(taipeiDate(Date.now()));

      await page.goto(`/pwa/#/${words.lang}/`);
      // The notices are in: unread, and none of CWA's taken as read by a pop-up.
      await expect(page.getByRole('img', { name: words.unread }).first()).toBeVisible();
      const read = await page.evaluate((key) => localStorage.getItem(key) ?? '', READ_NOTICES_KEY);
      expect(read.split(',').filter((id) => id.startsWith('cwa-'))).toEqual([]);
      await expect(page.getByRole('dialog', { name: typhoon.title })).toHaveCount(0);
      // An editorial warning in force may pop up, as it should (requirements §4): closed first.
      const popup = page.locator('dialog[open]');
      if ((await popup.count()) > 0) await page.keyboard.press('Escape');
      await expect(popup).toHaveCount(0);

      // Listed in the panel as an example, and opened there with its source and the label.
      await page.getByRole('button', { name: words.menu }).click();
      await page.getByRole('button', { name: new RegExp(`^${words.panel}`) }).click();
      const panel = page.getByRole('dialog', { name: words.panel });
      await panel.getByRole('button', { name: new RegExp(escapeRegExp(typhoon.title)) }).click();
      const view = page.getByRole('dialog', { name: typhoon.title });
      await expect(view).toContainText(words.source);
      await expect(view.getByText(words.sample, { exact: true })).toBeVisible();
      await expect(view).toContainText(typhoon.datetime.slice(0, 16));
      await expectNoAxeViolations(page);
      await lookAt(page, `notice-cwa-typhoon-panel-${words.lang}.png`);
      await page.getByRole('button', { name: words.back }).click();
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
