import type { Notice } from '@ecg/domain/contracts';
import { noticeIds, READ_NOTICES_KEY, lookAt, test } from './support';
import {
  HEADERS,
  detail,
  dialogOf,
  expect,
  expectOverlayAccessible,
  section,
} from './place-overlay.support';

/**
 * The announcements of an attraction (requirements §2): the important notices about its postal
 * district, each opening in place and marked read when opened (requirements §4); a place with none
 * has no such section.
 */

async function notices(request: Parameters<typeof detail>[0], lang: string): Promise<Notice[]> {
  const answer = await request.get(`/${lang}/opendata/notices?type=messages`, { headers: HEADERS });
  return ((await answer.json()) as { data: Notice[] }).data;
}

// Xiaozhuilu Trail in Xiulin (972), where the Taroko trail notice applies.
const taroko = 340;

test('an attraction lists the notices of its district, unread until opened', async ({
  page,
  request,
}) => {
  const place = await detail(request, 'attraction', taroko);
  const concerning = (await notices(request, 'en')).filter((notice) =>
    notice.zipcodes?.includes(place.zipcode),
  );
  expect(concerning.length).toBeGreaterThan(0);
  // Only the warnings (the editorial one and CWA's) are read, so nothing pops up and the
  // announcements are still unread.
  await page.addInitScript(([key, ids]) => window.localStorage.setItem(key, ids), [
    READ_NOTICES_KEY,
    `1,${await noticeIds(request, 'live')}`,
  ] as const);
  await page.goto(`/pwa/#/en/?attraction=${taroko}`);

  const announcements = section(dialogOf(page), 'Announcements');
  const items = announcements.locator('.place-announcement');
  await expect(items).toHaveCount(concerning.length);
  const [first] = concerning;
  if (!first) throw new Error('no notice concerns the trail');
  const item = items.first();
  await expect(item.locator('summary')).toContainText(first.title);
  await expect(item.locator('summary')).toContainText('Unread');
  await expect(item.locator('.notice-view')).toBeHidden();

  await item.locator('summary').click();
  await expect(item.locator('.notice-view')).toBeVisible();
  await expect(item.locator('.notice-view')).toContainText(first.description ?? '');
  await expect(item.locator('summary')).not.toContainText('Unread');
  const readIds = await page.evaluate((key) => localStorage.getItem(key), READ_NOTICES_KEY);
  expect(readIds?.split(',')).toContain(String(first.id));
  await expectOverlayAccessible(page);
  await announcements.scrollIntoViewIfNeeded();
  await lookAt(page, 'overlay-attraction-announcements-390.png');
});
