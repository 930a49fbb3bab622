import {
  envelope,
  errorEnvelopeSchema,
  eventListItemSchema,
  listPageSchema,
  type EventListItem,
  type EventSummary,
  type FestivalSummary,
} from '@ecg/domain/contracts';
import { isInQuarter } from '@ecg/domain/rules/festivals';
import { describe, expect, it } from 'vitest';
import { eventDetail } from './events.support';
import { useTestApp } from './helper';

const eventList = envelope(listPageSchema(eventListItemSchema));
/** The server's clock: each test says which Taipei moment it is. */
let clock = Date.parse('2026-11-25T10:00:00+08:00');
const at = (taipeiTime: string) => {
  clock = Date.parse(`${taipeiTime}+08:00`);
};
const context = useTestApp({ now: () => clock });

const list = async (url: string) => {
  const response = await context.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return eventList.parse(response.json()).data;
};
const datedOf = (items: EventListItem[]) =>
  items.filter((item): item is EventSummary => item.kind === 'event');
const festivalsOf = (items: EventListItem[]) =>
  items.filter((item): item is FestivalSummary => item.kind === 'festival');
const detail = (lang: string, id: number) => eventDetail(context.app, lang, id);

describe('GET /{lang}/opendata/activities: what has ended (requirements §9)', () => {
  it.each(['zh-tw', 'en', 'ja'])(
    'in late 2026, lists no 2024 event in %s: the festivals fill the list',
    async (lang) => {
      at('2026-11-25T10:00:00');
      const { items, total } = await list(`/${lang}/opendata/activities?pageSize=100`);
      expect(datedOf(items)).toEqual([]);
      expect(total).toBe(items.length);
      expect(festivalsOf(items).length).toBeGreaterThanOrEqual(8);
      // November: festivals on this month first, then December's, then January's.
      const [first] = festivalsOf(items);
      expect(first!.months.from <= 11 && first!.months.to >= 11).toBe(true);
    },
  );

  it('shows the ended events when asked, after the festivals, latest first and marked ended', async () => {
    at('2026-11-25T10:00:00');
    const { items, total } = await list('/en/opendata/activities?past=true&pageSize=100');
    expect(total).toBeGreaterThan(30);
    const firstEvent = items.findIndex((item) => item.kind === 'event');
    expect(festivalsOf(items.slice(firstEvent))).toEqual([]);
    const ended = datedOf(items);
    expect(ended.length).toBeGreaterThan(20);
    expect(ended.every((event) => event.status === 'ended')).toBe(true);
    const ends = ended.map((event) => event.end);
    expect(ends).toEqual([...ends].sort().reverse());
  });

  it('on a day of 2024, lists the events to come and under way first, soonest first', async () => {
    at('2024-11-05T12:00:00');
    const { items } = await list('/zh-tw/opendata/activities?pageSize=100');
    const dated = datedOf(items);
    const ids = dated.map((event) => event.id);
    expect(ids).toContain(1088); // 7–10 November: to come
    expect(ids).toContain(1092); // all of November: under way
    expect(ids).not.toContain(1089); // 3 November: over
    expect(dated.find((event) => event.id === 1088)?.status).toBe('upcoming');
    expect(dated.find((event) => event.id === 1092)?.status).toBe('ongoing');
    expect(dated.every((event) => event.status !== 'ended')).toBe(true);
    const starts = dated.map((event) => event.start);
    expect(starts).toEqual([...starts].sort());
    // Dated events before every festival.
    expect(items.slice(0, dated.length)).toEqual(dated);
  });

  it('does not serve yesterday’s answer after Taipei midnight', async () => {
    const url = '/en/opendata/activities?quarter=4&pageSize=100';
    at('2024-11-10T23:30:00');
    expect(datedOf((await list(url)).items).map((event) => event.id)).toContain(1088);
    at('2024-11-11T00:30:00');
    expect(datedOf((await list(url)).items).map((event) => event.id)).not.toContain(1088);
    at('2024-11-10T23:30:00');
    const before = await detail('en', 1088);
    expect(before.status).toBe('ongoing');
    at('2024-11-11T00:30:00');
    expect((await detail('en', 1088)).status).toBe('ended');
  });

  it('lets no browser keep a list past Taipei midnight, stale or not', async () => {
    at('2026-11-25T23:58:00');
    const late = await context.app.inject({ method: 'GET', url: '/en/opendata/activities?page=2' });
    expect(late.headers['cache-control']).toBe('public, max-age=120, stale-while-revalidate=0');
    at('2026-11-26T08:00:00');
    const morning = await context.app.inject({
      method: 'GET',
      url: '/en/opendata/activities?page=2',
    });
    expect(morning.headers['cache-control']).toBe(
      'public, max-age=300, stale-while-revalidate=57300',
    );
  });
});

describe('GET /{lang}/opendata/activities: the recurring festivals (requirements §9)', () => {
  it.each([1, 2, 3, 4])(
    'quarter %i is filled with festivals usually held in it',
    async (quarter) => {
      at('2026-11-25T10:00:00');
      const { items } = await list(`/zh-tw/opendata/activities?quarter=${quarter}`);
      const festivals = festivalsOf(items);
      expect(festivals.length).toBeGreaterThan(0);
      for (const festival of festivals) {
        expect(isInQuarter(festival.months, quarter)).toBe(true);
        expect(festival.organiser).not.toBe('');
      }
    },
  );

  it.each([
    ['en', 'Balloon', 'Taiwan International Balloon Festival', 'Taitung County Government'],
    ['ja', '熱気球', '台湾国際熱気球カーニバル', '台東県政府'],
    ['zh-tw', '熱氣球', '臺灣國際熱氣球嘉年華', '臺東縣政府'],
  ])(
    'in %s, finds a festival by keyword, with its months and organiser',
    async (lang, q, name, organiser) => {
      at('2026-11-25T10:00:00');
      const { items } = await list(`/${lang}/opendata/activities?q=${encodeURIComponent(q)}`);
      expect(items).toEqual([
        expect.objectContaining({ kind: 'festival', name, organiser, months: { from: 7, to: 8 } }),
      ]);
    },
  );

  it('keeps to the region asked for, and names no festival for a given year', async () => {
    at('2026-11-25T10:00:00');
    const hualien = festivalsOf((await list('/en/opendata/activities?region=1')).items);
    expect(hualien.length).toBeGreaterThan(0);
    expect(hualien.every((festival) => festival.regionIds.includes(1))).toBe(true);
    const { items } = await list('/en/opendata/activities?year=2024&past=true&pageSize=100');
    expect(festivalsOf(items)).toEqual([]);
    expect(datedOf(items).every((event) => event.start.startsWith('2024-'))).toBe(true);
  });
});

describe('the date-to-be-confirmed flag', () => {
  it.each([
    ['zh-tw', '2024百年大武-耶誕點燈'],
    ['en', '2024 Centennial Dawu Christmas Lighting'],
    ['ja', '2024百年大武 クリスマス点灯式'],
  ])('in %s, takes "[日期暫定]" off the name and says so', async (lang, name) => {
    at('2026-11-25T10:00:00');
    const { items } = await list(`/${lang}/opendata/activities?past=true&pageSize=100`);
    const dated = datedOf(items);
    expect(dated.find((event) => event.id === 1085)).toMatchObject({
      name,
      dateToBeConfirmed: true,
    });
    expect(dated.find((event) => event.id === 1096)?.dateToBeConfirmed).toBe(false);
    expect(dated.filter((event) => /^\s*[[［【]/.test(event.name))).toEqual([]);
    expect(await detail(lang, 1085)).toMatchObject({
      name,
      dateToBeConfirmed: true,
      status: 'ended',
    });
  });
});

describe('GET /{lang}/opendata/activities: filters', () => {
  it.each([
    [1, ['01', '02', '03']],
    [2, ['04', '05', '06']],
    [3, ['07', '08', '09']],
    [4, ['10', '11', '12']],
  ])('quarter %i holds only events starting in its months', async (quarter, months) => {
    const { items } = await list(
      `/zh-tw/opendata/activities?quarter=${quarter}&past=true&pageSize=100`,
    );
    for (const item of datedOf(items)) expect(months).toContain(item.start.slice(5, 7));
  });

  it('finds events by keyword', async () => {
    const { items } = await list('/zh-tw/opendata/activities?q=耶誕&past=true');
    const dated = datedOf(items);
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.every((item) => `${item.name}${item.summary}`.includes('耶誕'))).toBe(true);
  });

  it.each([
    ['quarter=5', 'quarter'],
    ['quarter=0', 'quarter'],
    ['year=1999', 'year'],
    ['pageSize=0', 'pageSize'],
    ['past=yes', 'past'],
    ['past=1', 'past'],
  ])('answers ?%s with a 400 naming %s', async (query, field) => {
    const response = await context.app.inject({
      method: 'GET',
      url: `/zh-tw/opendata/activities?${query}`,
    });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain(field);
  });
});

describe('POST /{lang}/opendata/activities/recent', () => {
  it('answers an event with its duration and description', async () => {
    const data = await detail('en', 1096);
    expect(data.duration).toMatch(/^\d{4}-\d{2}-\d{2}( ~ \d{4}-\d{2}-\d{2})?$/);
    expect(data.description).toContain('<p>');
  });

  it('answers an unknown id with a 404', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/en/opendata/activities/recent',
      payload: { id: 424242 },
    });
    expect(response.statusCode).toBe(404);
  });
});
