import type { Notice } from '@ecg/domain/contracts';
import { expect, expectNoAxeViolations, screenshotPath, test } from './support';

/**
 * CWA's warnings become important notices (docs/architecture.md, Live data: warnings). The
 * server runs without a CWA key, so the warnings are the samples', moved to today: among them
 * a sea-and-land typhoon warning for Taitung and Hualien, in force all day.
 */
const LANGS = [
  {
    lang: 'zh-tw',
    source: '資料來源：中央氣象署',
    sample: '範例資料',
    menu: '開啟選單',
    panel: '重要公告',
    back: '回公告列表',
  },
  {
    lang: 'en',
    source: 'Source: Central Weather Administration',
    sample: 'Sample data',
    menu: 'Open menu',
    panel: 'Important notices',
    back: 'Back to the notices',
  },
  {
    lang: 'ja',
    source: '出典：中央気象署',
    sample: 'サンプルデータ',
    menu: 'メニューを開く',
    panel: '重要なお知らせ',
    back: 'お知らせ一覧へ戻る',
  },
] as const;

test.describe('a CWA typhoon warning on a first visit', () => {
  test.use({ noticesRead: false });

  for (const words of LANGS) {
    test(`pops up once in ${words.lang}, with its source and the sample label, and stays in the panel`, async ({
      page,
      request,
    }) => {
      const answer = await request.get(`/${words.lang}/opendata/notices?type=messages`);
      const notices = ((await answer.json()) as { data: Notice[] }).data;
      const typhoon = notices.find((notice) => String(notice.id).startsWith('cwa-typhoon-'));
      if (!typhoon) throw new Error('the samples hold no typhoon warning');

      await page.goto(`/pwa/#/${words.lang}/`);
      const popup = page.getByRole('dialog', { name: typhoon.title });
      await expect(popup).toBeVisible();
      await expect(popup.getByText(words.source)).toBeVisible();
      await expect(popup.getByText(words.sample, { exact: true })).toBeVisible();
      await expect(popup).toContainText(typhoon.description ?? 'no description');
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(`notice-cwa-typhoon-${words.lang}.png`) });
      await page.keyboard.press('Escape');
      await expect(popup).toBeHidden();

      // Read once: a reload fetches the notices again and pops nothing up.
      const refetched = page.waitForResponse((r) => r.url().includes('/opendata/notices'));
      await page.reload();
      await refetched;
      await expect(page.getByRole('button', { name: words.menu })).toBeVisible();
      await expect(page.locator('dialog[open]')).toHaveCount(0);

      // Still listed in the panel, and opened there with its source.
      await page.getByRole('button', { name: words.menu }).click();
      await page.getByRole('button', { name: new RegExp(`^${words.panel}`) }).click();
      const panel = page.getByRole('dialog', { name: words.panel });
      await panel.getByRole('button', { name: new RegExp(escapeRegExp(typhoon.title)) }).click();
      await expect(page.getByRole('dialog', { name: typhoon.title })).toContainText(words.source);
      await expectNoAxeViolations(page);
      await page.screenshot({ path: screenshotPath(`notice-cwa-typhoon-panel-${words.lang}.png`) });
      await page.getByRole('button', { name: words.back }).click();
    });
  }
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
