import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eventDetail } from './events.support';
import { dataDir, useTestApp } from './helper';

/*
 * Every event links to where its visitor finds more (requirements §2 event detail: links): its
 * own website, else its publisher's site (data/editorial/event-publishers.json), named in the
 * asked language. The feed's events give no website, and most no place but "詳見官網".
 */

const context = useTestApp();

const seedEvents = JSON.parse(readFileSync(path.join(dataDir, 'seed/events.json'), 'utf8')) as {
  id: number;
  location: string;
}[];

const detail = (lang: string, id: number) => eventDetail(context.app, lang, id);

describe('the events’ links', () => {
  it.each(['zh-tw', 'en', 'ja'])('every event has a link in %s', async (lang) => {
    const linkless: number[] = [];
    for (const { id } of seedEvents) {
      const links = (await detail(lang, id)).links ?? [];
      if (!links.some((link) => /^https:\/\/\S+$/.test(link.url) && link.name !== '')) {
        linkless.push(id);
      }
    }
    expect(seedEvents.length).toBeGreaterThan(30);
    expect(linkless).toEqual([]);
  });

  it.each([
    ['zh-tw', 1085, '臺東縣觀光資訊（臺東縣政府）', 'https://tour.taitung.gov.tw/'],
    [
      'en',
      1085,
      'Taitung County tourism (Taitung County Government)',
      'https://tour.taitung.gov.tw/',
    ],
    ['ja', 1085, '台東県観光情報（台東県政府）', 'https://tour.taitung.gov.tw/'],
    ['en', 1098, 'East Rift Valley National Scenic Area', 'https://www.erv-nsa.gov.tw/'],
  ])('in %s, event %i links to its publisher, %s', async (lang, id, name, url) => {
    expect((await detail(lang, id)).links).toEqual([{ name, url }]);
  });

  it('links each event whose place is only "see the official site"', async () => {
    const pointing = seedEvents.filter((event) => /官網|official site/.test(event.location));
    expect(pointing.length).toBeGreaterThan(20);
    for (const { id } of pointing) expect((await detail('en', id)).links).toHaveLength(1);
  });
});
