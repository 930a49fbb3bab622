import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventListItem, EventSummary, ListPage } from '@ecg/domain/contracts';
import { json, openApp, standIn } from './app-screen';
import { apiData } from './list-answers';
import { findOverlay } from './overlay-parts';

/*
 * The events on the home and a date to be confirmed (requirements §2), in each language: every
 * event of the seed ended in 2024, so the home shows none of them, and the feed's "[日期暫定]"
 * is a label, never part of a name. e2e/events.spec.ts keeps, in one language, the events list
 * scrolled through with and without past events, and axe.
 */

const WORDS = {
  'zh-tw': {
    usually: '通常在\\d+月(至\\d+月)?舉行',
    ended: '已結束',
    tbc: '日期待確認',
    events: '活動',
  },
  en: {
    usually: 'Usually in [A-Z][a-z]+(–[A-Z][a-z]+)?',
    ended: 'Ended',
    tbc: 'Date to be confirmed',
    events: 'Events',
  },
  ja: {
    usually: '例年\\d+月(〜\\d+月)?に開催',
    ended: '終了',
    tbc: '日程未定',
    events: 'イベント',
  },
} as const;

const events = (lang: string, query = '') =>
  apiData<ListPage<EventListItem>>(`/${lang}/opendata/activities?pageSize=100${query}`);

describe.each(['zh-tw', 'en', 'ja'] as const)('in %s', (lang) => {
  const words = WORDS[lang];

  it('the home shows no past event; a festival leads to the events list', async () => {
    const current = await events(lang);
    const ended = (await events(lang, '&past=true')).items.filter((item) => item.kind === 'event');
    expect(ended.length).toBeGreaterThan(20);
    await openApp(`/${lang}/`);
    const section = await screen.findByRole('region', { name: words.events });
    const names = current.items.slice(0, 8).map((item) => item.name);
    await waitFor(() =>
      expect(
        [...section.querySelectorAll('.home-tiles .card__title')].map((title) => title.textContent),
      ).toEqual(names),
    );
    for (const event of ended) expect(names).not.toContain(event.name);
    const first = section.querySelector('.home-tiles .card')!;
    expect(first.querySelector('.card__meta')?.textContent).toMatch(
      new RegExp(`^${words.usually}$`),
    );
    expect(first.getAttribute('href')).toBe(`#/${lang}/search/events`);
  });
});

describe('a date to be confirmed', () => {
  it.each([
    ['en', 'Dawu', '2024 Centennial Dawu Christmas Lighting', 'The dates were not fixed'],
    ['zh-tw', '耶誕', '2024百年大武-耶誕點燈', '主辦單位公布時日期尚未確定'],
    ['ja', 'クリスマス', '2024百年大武 クリスマス点灯式', '告知の時点で日程は未確定'],
  ] as const)(
    '%s: is a label in the list and a note in the detail, never "[…]" in the name',
    async (lang, q, name, note) => {
      const words = WORDS[lang];
      await openApp(`/${lang}/search/events?q=${encodeURIComponent(q)}&past=true`);
      const title = await waitFor(() => {
        const found = [...document.querySelectorAll('.search-list .card__title')].find(
          (each) => each.textContent === name,
        );
        expect(found).toBeDefined();
        return found!;
      });
      const card = title.closest('.card')!;
      expect(card.querySelector('.search-card__line--state')?.textContent).toBe(
        `${words.ended} · ${words.tbc}`,
      );
      const titles = [...document.querySelectorAll('.search-list .card__title')];
      expect(titles.filter((each) => /^\s*[[［【]/.test(each.textContent ?? ''))).toHaveLength(0);
      (card as HTMLElement).click();
      const dialog = await findOverlay(name);
      await waitFor(() =>
        expect(
          within(dialog)
            .getAllByRole('note')
            .filter((each) => each.textContent?.includes(note)),
        ).toHaveLength(1),
      );
      expect(within(dialog).getByRole('heading', { level: 1 }).textContent).toBe(name);
    },
  );

  it('an event to come says so on its home tile', async () => {
    // A later edition of the feed: an event to come, its dates not fixed.
    const event: EventSummary = {
      kind: 'event',
      id: 1085,
      name: '2027 Centennial Dawu Christmas Lighting',
      summary: '',
      image: null,
      start: '2027-12-14 00:00:00',
      end: '2027-12-14 23:59:59',
      status: 'upcoming',
      dateToBeConfirmed: true,
      address: '',
      regionId: 2,
    };
    standIn(/\/opendata\/activities\?/, () =>
      json({ success: true, data: { items: [event], total: 1, page: 1, pageSize: 8 } }),
    );
    await openApp('/en/');
    const section = await screen.findByRole('region', { name: 'Events' });
    await waitFor(() =>
      expect(
        [...section.querySelectorAll('.home-tiles .card__title')].map((each) => each.textContent),
      ).toEqual([event.name]),
    );
    const tile = section.querySelector('.home-tiles .card')!;
    expect(tile.querySelector('.card__meta')?.textContent).toBe(
      '2027-12-14 · Date to be confirmed',
    );
    expect(tile.getAttribute('href')).toMatch(/event=1085$/);
  });
});
