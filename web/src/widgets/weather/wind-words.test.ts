import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UV_LEVELS, AIR_QUALITY_LEVELS } from '@ecg/domain/rules/air-quality';
import { UI_LANGS } from '@ecg/domain/rules/language';
import { COMPASS_POINTS } from '@ecg/domain/rules/wind';
import { createI18n, type Strings } from '@/lib/i18n';
import { windWords } from './wind-words';

const folder = path.join(path.dirname(new URL(import.meta.url).pathname), '../../locales/content');
const contentOf = (lang: string) =>
  JSON.parse(readFileSync(path.join(folder, `${lang}.json`), 'utf8')) as Strings;

const translator = (lang: string) =>
  createI18n({ language: lang, strings: { [lang]: contentOf(lang) } }).t;

describe('windWords (requirements §3: 16 compass names and the prevailing forms)', () => {
  it.each([
    ['zh-tw', { point: 'NNE', prevailing: false }, '北北東風'],
    ['zh-tw', { point: 'N', prevailing: true }, '偏北風'],
    ['zh-cn', { point: 'SE', prevailing: false }, '东南风'],
    ['en', { point: 'NE', prevailing: false }, 'From the northeast'],
    ['en', { point: 'W', prevailing: true }, 'Mostly from the west'],
    ['ja', { point: 'WNW', prevailing: false }, '西北西の風'],
    ['ko', { point: 'S', prevailing: true }, '대체로 남풍'],
  ] as const)('%s: %j → %s', (lang, direction, words) => {
    expect(windWords(translator(lang), direction)).toBe(words);
  });

  it.each([...UI_LANGS])(
    '%s names all 16 points, the 5 UV levels and the 6 air-quality levels',
    (lang) => {
      const t = translator(lang);
      const missing = [
        ...COMPASS_POINTS.map(({ code }) => `conditions.wind.point.${code}`),
        ...UV_LEVELS.map(({ level }) => `conditions.uv.level.${level}`),
        ...AIR_QUALITY_LEVELS.map(({ level }) => `conditions.aqi.level.${level}`),
      ].filter((key) => t(key) === key);
      expect(missing).toEqual([]);
      const names = COMPASS_POINTS.map(({ code }) => t(`conditions.wind.point.${code}`));
      expect(new Set(names).size).toBe(16);
    },
  );
});
