import {
  envelope,
  errorEnvelopeSchema,
  eventSchema,
  eventSummarySchema,
  listPageSchema,
} from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const eventList = envelope(listPageSchema(eventSummarySchema));
const context = useTestApp();

const list = async (url: string) => {
  const response = await context.app.inject({ method: 'GET', url });
  expect(response.statusCode, response.body).toBe(200);
  return eventList.parse(response.json()).data;
};

describe('GET /{lang}/opendata/activities', () => {
  it.each(['zh-tw', 'en', 'ja'])('lists the events in %s, soonest first', async (lang) => {
    const { items, total } = await list(`/${lang}/opendata/activities?pageSize=100`);
    expect(total).toBe(items.length);
    expect(total).toBeGreaterThan(20);
    const starts = items.map((item) => item.start);
    expect(starts).toEqual([...starts].sort());
  });

  it.each([
    [1, ['01', '02', '03']],
    [2, ['04', '05', '06']],
    [3, ['07', '08', '09']],
    [4, ['10', '11', '12']],
  ])('quarter %i holds only events starting in its months', async (quarter, months) => {
    const { items } = await list(`/zh-tw/opendata/activities?quarter=${quarter}&pageSize=100`);
    for (const item of items) expect(months).toContain(item.start.slice(5, 7));
  });

  it('finds events by keyword', async () => {
    const { items } = await list('/zh-tw/opendata/activities?q=耶誕');
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => `${item.name}${item.summary}`.includes('耶誕'))).toBe(true);
  });

  it.each([
    ['quarter=5', 'quarter'],
    ['quarter=0', 'quarter'],
    ['year=1999', 'year'],
    ['pageSize=0', 'pageSize'],
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
    const [first] = (await list('/zh-tw/opendata/activities?pageSize=1')).items;
    const response = await context.app.inject({
      method: 'POST',
      url: '/en/opendata/activities/recent',
      payload: { id: first!.id },
    });
    const { data } = envelope(eventSchema).parse(response.json());
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
