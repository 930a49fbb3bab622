import { attractionSchema, envelope, shopSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { loadTranslations, type TranslationLang } from '../src/data-files/translations';
import { dataDir, useTestApp } from './helper';

/**
 * A detail whose full text is not translated carries its translated summary, to be
 * read before the Chinese text, and its township named in the reader's language beside the
 * Chinese address.
 */
const context = useTestApp();
const translations = loadTranslations(dataDir);

const detail = async (path: string, id: number) => {
  const response = await context.app.inject({ method: 'POST', url: path, payload: { id } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as unknown;
};

const STONE_ART_STREET = 309;
// Summary-only records of each kind (data/translations/*): an attraction, a restaurant, a B&B.
// (The summary-only events have an empty summary: there is nothing more to carry.)
const places = [
  ['attractions', STONE_ART_STREET, attractionSchema],
  ['shops', 816, shopSchema],
  ['accommodations', 522, shopSchema],
] as const;

describe.each<TranslationLang>(['en', 'ja'])('a summary-only detail in %s', (lang) => {
  it.each(places)(
    '%s %i carries the translated summary and the Chinese text',
    async (kind, id, schema) => {
      const { data } = envelope(schema).parse(await detail(`/${lang}/opendata/${kind}/detail`, id));
      const text = translations.place[lang].get(id);
      expect(text?.content).toBeUndefined();
      expect(data.translation).toBe('summary');
      expect(data.summary).toBe(text?.summary);
      expect(data.content).toMatch(/\p{Script=Han}/u);
    },
  );
});

describe('the township beside the Chinese address, with its English names for a romanised line', () => {
  it.each([
    ['en', 'Hualien City'],
    ['ja', '花蓮市'],
    ['zh-tw', '花蓮市'],
  ])('is named in %s: %s', async (lang, name) => {
    const { data } = envelope(attractionSchema).parse(
      await detail(`/${lang}/opendata/attractions/detail`, STONE_ART_STREET),
    );
    expect(data.address).toBe('花蓮縣花蓮市廣東街326號');
    expect(data.township).toEqual({
      code: '10015010',
      name,
      enName: 'Hualien City',
      countyEn: 'Hualien County',
    });
  });
});

describe('no summary where none is needed', () => {
  it.each([
    ['zh-tw', STONE_ART_STREET],
    // 遠雄海洋公園 is translated in full.
    ['en', 1],
  ])('%s place %i carries none', async (lang, id) => {
    const { data } = envelope(attractionSchema).parse(
      await detail(`/${lang}/opendata/attractions/detail`, id),
    );
    expect(data.summary).toBeUndefined();
  });
});
