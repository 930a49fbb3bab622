import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGS } from '@ecg/domain/rules/language';

const localesDir = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  '../../locales/content',
);
const read = (lang: string) =>
  JSON.parse(readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/** Every key under a group, plural forms named as one (`questions_one`, `questions_other`). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix.replace(/_(one|other)$/, '')];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

const leavesOf = (value: unknown): unknown[] =>
  typeof value === 'object' && value !== null ? Object.values(value).flatMap(leavesOf) : [value];

describe('the survey and suggestion screens', () => {
  const english = read('en');
  it.each(UI_LANGS)('say every text in %s', (lang) => {
    const strings = read(lang);
    for (const group of ['survey', 'suggestion']) {
      expect(new Set(keysOf(strings[group])), `${lang} ${group}`).toEqual(
        new Set(keysOf(english[group])),
      );
      for (const text of leavesOf(strings[group])) expect(text).toMatch(/\S/);
    }
  });
});
