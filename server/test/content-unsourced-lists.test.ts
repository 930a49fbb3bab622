import { apiPath } from '@ecg/domain/api-paths';
import {
  envelope,
  errorEnvelopeSchema,
  UNSOURCED_LISTS,
  unsourcedListPageSchema,
} from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from './helper';

const context = useTestApp();
const page = envelope(unsourcedListPageSchema);
const get = (url: string) => context.app.inject({ method: 'GET', url });

describe('the content lists no source publishes (reports, Diary, apply, instagram)', () => {
  it.each(UNSOURCED_LISTS)(
    '%s answers an empty page that says why, in each language',
    async (list) => {
      const notes = new Set<string>();
      for (const lang of ['zh-tw', 'en', 'ja'] as const) {
        const answer = await get(`${apiPath(list, lang)}?page=2&pageSize=5`);
        expect(answer.statusCode, lang).toBe(200);
        const { data } = page.parse(answer.json());
        expect(data).toMatchObject({ items: [], total: 0, page: 2, pageSize: 5 });
        notes.add(data.note);
      }
      // One note per language, each its own text.
      expect(notes.size).toBe(3);
    },
  );

  it('writes the note in the asked language', async () => {
    const note = async (lang: 'zh-tw' | 'en' | 'ja') =>
      page.parse((await get(apiPath('diary', lang))).json()).data.note;
    expect(await note('zh-tw')).toMatch(/遊記/);
    expect(await note('en')).toMatch(/diaries/);
    expect(await note('ja')).toMatch(/旅行記/);
  });

  it('serves the paths as requirements §7 spells them', async () => {
    for (const url of [
      '/zh-tw/opendata/reports',
      '/en/opendata/Diary',
      '/ja/opendata/apply',
      '/zh-tw/opendata/instagram',
    ]) {
      expect((await get(url)).statusCode, url).toBe(200);
    }
  });

  it.each([
    ['page=0', /page/],
    ['pageSize=101', /pageSize/],
    ['pageSize=abc', /pageSize/],
  ])('refuses %s with a 400 that names the field', async (query, field) => {
    const answer = await get(`${apiPath('reports', 'en')}?${query}`);
    expect(answer.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(answer.json()).message).toMatch(field);
  });

  it('answers another language with a 404', async () => {
    expect((await get('/ko/opendata/instagram')).statusCode).toBe(404);
  });
});
