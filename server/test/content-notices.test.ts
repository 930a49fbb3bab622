import { envelope, errorEnvelopeSchema, noticeSchema } from '@ecg/domain/contracts';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const noticeList = envelope(z.array(noticeSchema));
const context = useTestApp();

const get = (url: string) => context.app.inject({ method: 'GET', url });

describe('GET /{lang}/opendata/notices?type=messages', () => {
  it.each(['zh-tw', 'en', 'ja'])(
    'answers the notices of every type in %s, newest first',
    async (lang) => {
      const response = await get(`/${lang}/opendata/notices?type=messages`);
      expect(response.statusCode).toBe(200);
      const { data } = noticeList.parse(response.json());
      expect(new Set(data.map((notice) => notice.type))).toEqual(new Set([0, 1, 2]));
      const times = data.map((notice) => notice.datetime);
      expect(times).toEqual([...times].sort().reverse());
      for (const notice of data) {
        expect(notice.content).toContain('<p>');
        expect(notice.content).not.toMatch(/<script|\son\w+=|javascript:/i);
        for (const link of notice.link ?? []) expect(link.url).toMatch(/^https:\/\//);
      }
    },
  );

  it('says the same notices in each language', async () => {
    const ids = async (lang: string) =>
      noticeList
        .parse((await get(`/${lang}/opendata/notices?type=messages`)).json())
        .data.map((notice) => notice.id);
    expect(await ids('en')).toEqual(await ids('zh-tw'));
    expect(await ids('ja')).toEqual(await ids('zh-tw'));
  });

  it('names the zipcodes of a notice about one part of the area, and none for the whole area', async () => {
    const { data } = noticeList.parse((await get('/en/opendata/notices?type=messages')).json());
    const zipcodesOf = Object.fromEntries(data.map((notice) => [notice.id, notice.zipcodes]));
    expect(zipcodesOf).toEqual({
      1: undefined,
      2: [972],
      3: undefined,
      4: [951, 952],
      5: undefined,
    });
  });

  it('names the months of the seasonal notices, the typhoon warning and the summer sun, and none for the rest', async () => {
    const { data } = noticeList.parse((await get('/ja/opendata/notices?type=messages')).json());
    const monthsOf = Object.fromEntries(data.map((notice) => [notice.id, notice.months]));
    expect(monthsOf).toEqual({
      1: [7, 8, 9],
      2: undefined,
      3: undefined,
      4: undefined,
      5: [6, 7, 8],
    });
  });

  it.each(['', '?type=news'])('answers %s with a 400 naming type', async (query) => {
    const response = await get(`/zh-tw/opendata/notices${query}`);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain('querystring.type');
  });

  it('answers an unsupported language with a 404', async () => {
    expect((await get('/ko/opendata/notices?type=messages')).statusCode).toBe(404);
  });
});
