import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { IDEMPOTENCY_HEADER } from '@ecg/domain/contracts';
import sharp from 'sharp';
import { expect } from './support';

/** What the service forms' specs share: the texts the visitor reads, a real photo, a sent form. */

type Texts = Record<string, unknown>;

/** The content strings of a language, as the app shows them (web/src/locales/content). */
export function textsOf(lang: string) {
  const texts = JSON.parse(readFileSync(`web/src/locales/content/${lang}.json`, 'utf8')) as Texts;
  return (key: string, values: Record<string, string | number> = {}): string => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Texts)[part], texts);
    if (typeof found !== 'string') throw new Error(`No text ${key} in ${lang}`);
    return found.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
  };
}

/**
 * A small real camera photo: a JPEG of 1200 × 900 with the camera's make and model and a GPS
 * position in its EXIF, as a phone writes them.
 */
export const cameraPhoto = () =>
  sharp({ create: { width: 1200, height: 900, channels: 3, background: '#2f7d5b' } })
    .jpeg({ quality: 85 })
    .withExifMerge({
      IFD0: { Make: 'E2ECam', Model: 'Trail 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '23/1 1/1 12/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '121/1 19/1 30/1',
      },
    })
    .toBuffer();

/** A form sent as the app sends it: JSON, with an idempotency key. */
export async function sendForm(
  request: APIRequestContext,
  path: string,
  body: unknown,
): Promise<{ number: string; secret?: string }> {
  const answer = await request.post(path, {
    data: body,
    headers: { [IDEMPOTENCY_HEADER]: randomUUID(), 'X-Requested-With': 'XMLHttpRequest' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { number: string; secret?: string } }).data;
}

/** The field's message, said with it (aria-describedby), in the visitor's language. */
export async function expectFieldMessage(field: Locator, message: string) {
  await expect(field).toHaveAccessibleDescription(
    new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
  );
}

/** Nothing is wider than the phone: the page never scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 390);
}
