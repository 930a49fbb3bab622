import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Attraction } from '@ecg/domain/contracts';
import { openApp } from './app-screen';
import { fact, post, textOf } from './overlay-parts';

/*
 * A place read in English, Japanese or Chinese (requirements §3), from the server's record: the
 * translated summary before the Chinese text under its own heading; hours, tickets said in the
 * reader's language where a rule reads them, marked Chinese where none does; the Chinese address
 * with the township and a romanised line; the driver view's Chinese name and address.
 * e2e/place-language.spec.ts keeps, in English, the driver view's full screen, size, focus,
 * Escape and close button, and axe.
 */

const squash = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

async function sectionOf(dialog: HTMLElement, title: string): Promise<HTMLElement> {
  const heading = await within(dialog).findByRole('heading', { name: title });
  return heading.closest('section') as HTMLElement;
}

async function open(lang: string, id: number): Promise<{ place: Attraction; dialog: HTMLElement }> {
  const place = await post<Attraction>(`/${lang}/opendata/attractions/detail`, { id });
  await openApp(`/${lang}/?attraction=${id}`);
  const dialog = await screen.findByRole('dialog');
  // The rest of the record comes with the detail, after the list's name.
  await waitFor(() => expect(dialog.querySelector('.detail-facts')).not.toBeNull());
  return { place, dialog };
}

/** The summary is read before the Chinese text, which says what it is and is marked Chinese. */
async function expectSummaryThenOriginal(
  dialog: HTMLElement,
  place: Attraction,
  titles: { about: string; original: string },
) {
  expect(place.translation).toBe('summary');
  const about = await sectionOf(dialog, titles.about);
  expect(about.querySelector('.place-summary')?.textContent).toBe(place.summary);
  const original = await sectionOf(dialog, titles.original);
  expect(squash(original.querySelector('[lang="zh-Hant"]')?.textContent)).toBe(
    squash(textOf(place.content)),
  );
  expect(about.compareDocumentPosition(original) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
}

/** The Chinese address, the township in the reader's language where not English, a romanised line. */
function expectAddress(
  dialog: HTMLElement,
  label: string,
  place: Attraction,
  lines: { township?: string; romanised: string },
) {
  const row = [...dialog.querySelectorAll('.detail-facts > div')].find(
    (each) => each.querySelector('dt')?.textContent === label,
  );
  const address = row?.querySelector('dd') as HTMLElement;
  expect(address.querySelector('[lang="zh-Hant"]')?.textContent).toBe(place.address);
  expect(
    [...address.querySelectorAll('.place-address__township')].map((each) => each.textContent),
  ).toEqual(lines.township === undefined ? [] : [lines.township]);
  expect(address.querySelector('.place-address__romanised')?.textContent).toBe(lines.romanised);
}

/** The driver view shows the Chinese name and address, marked Chinese. */
async function expectDriverView(
  dialog: HTMLElement,
  place: Attraction,
  open: string,
  title: string,
) {
  fireEvent.click(within(dialog).getByRole('button', { name: open }));
  const view = await screen.findByRole('dialog', { name: title });
  const name = view.querySelector('.driver-view__name') as HTMLElement;
  const address = view.querySelector('.driver-view__address') as HTMLElement;
  expect([name.textContent, name.getAttribute('lang')]).toEqual([place.name_c, 'zh-Hant']);
  expect([address.textContent, address.getAttribute('lang')]).toEqual([place.address, 'zh-Hant']);
}

describe('a place read in its reader language', () => {
  it('an English summary-only attraction reads in English, its Chinese kept where it helps', async () => {
    // Stone Art Street: only its summary is translated; hours 每日14:00~22:30, ticket 免費.
    const { place, dialog } = await open('en', 309);
    await expectSummaryThenOriginal(dialog, place, {
      about: 'About',
      original: 'Original description (Chinese)',
    });
    const hours = await sectionOf(dialog, 'Opening hours');
    expect(squash(hours.textContent)).toContain('Daily 14:00–22:30');
    expect(hours.textContent).not.toContain('每日');
    expect(fact(dialog, 'Tickets')).toBe('Free');
    expectAddress(dialog, 'Address', place, {
      romanised: 'Hualien City, Hualien County 970, Taiwan',
    });
    await expectDriverView(dialog, place, 'Show to driver', 'Show this to your driver');
  });

  it('a Japanese summary-only attraction reads in Japanese; the note no rule reads stays Chinese, marked', async () => {
    // 吉安慶修院: hours 週二至週日 08:30~17:00 (週一休館); a numbered ticket note no rule reads.
    const { place, dialog } = await open('ja', 115);
    await expectSummaryThenOriginal(dialog, place, {
      about: '紹介',
      original: '原文の説明（中国語）',
    });
    const hours = await sectionOf(dialog, '開放時間');
    expect(
      within(hours)
        .getAllByRole('listitem')
        .map((item) => squash(item.textContent)),
    ).toEqual(['火～日 08:30～17:00', '定休日：月曜日']);
    const row = [...dialog.querySelectorAll('.detail-facts > div')].find(
      (each) => each.querySelector('dt')?.textContent === 'チケット',
    );
    expect(row?.querySelector('.in-chinese')?.textContent).toBe('中国語');
    expect(squash(row?.querySelector('[lang="zh-Hant"]')?.textContent)).toBe(squash(place.ticket));
    expectAddress(dialog, '住所', place, {
      township: '吉安郷',
      romanised: "Ji'an Township, Hualien County 973, Taiwan",
    });
    await expectDriverView(dialog, place, '運転手に見せる', 'この画面を運転手に見せてください');
  });

  it('in Chinese the notes, the address and the description stay as written', async () => {
    const { place, dialog } = await open('zh-tw', 309);
    expect((await sectionOf(dialog, '開放時間')).textContent).toContain('每日14:00~22:30');
    expect(fact(dialog, '門票')).toBe('免費');
    expect(fact(dialog, '地址')).toBe(place.address);
    expect(dialog.querySelectorAll('.in-chinese')).toHaveLength(0);
    const about = await sectionOf(dialog, '介紹');
    expect(squash(about.querySelector('.rich-text')?.textContent)).toBe(
      squash(textOf(place.content)),
    );
    expect(within(dialog).queryByRole('heading', { name: '中文原文' })).toBeNull();
  });
});
