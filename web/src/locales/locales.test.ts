import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGS } from '@ecg/domain/rules/language';
import { DEFAULT_TITLE } from '@ecg/domain/rules/page-meta';

type Tree = { [key: string]: string | Tree };

const folder = path.dirname(new URL(import.meta.url).pathname);
/** The shell's strings (first screen) and the content screens' strings, fetched later. */
const PARTS = ['.', 'content'] as const;

const load = (part: string, lang: string): Tree =>
  JSON.parse(readFileSync(path.join(folder, part, `${lang}.json`), 'utf8')) as Tree;

/** Every leaf key as a dotted path, e.g. nav.home. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe.each(PARTS)('locale files in %s', (part) => {
  const reference = keysOf(load(part, 'zh-tw')).sort();

  it('are exactly the five interface languages', () => {
    const files = readdirSync(path.join(folder, part)).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace('.json', '')).sort()).toEqual([...UI_LANGS].sort());
  });

  it.each(UI_LANGS.filter((lang) => lang !== 'zh-tw'))(
    '%s has every key of zh-tw and no other',
    (lang) => {
      expect(keysOf(load(part, lang)).sort()).toEqual(reference);
    },
  );

  it.each([...UI_LANGS])('%s has no empty text', (lang) => {
    const empty = keysOf(load(part, lang)).filter((key) => {
      const value = key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, piece) => (node as Tree | undefined)?.[piece],
          load(part, lang),
        );
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });

  // Values are put in as they are (lib/i18n/interpolate.ts): a format such as
  // `{{from, datetime(…)}}` would be silently ignored.
  it.each([...UI_LANGS])('%s puts values in without formats', (lang) => {
    const text = readFileSync(path.join(folder, part, `${lang}.json`), 'utf8');
    expect(text.match(/\{\{[^}]*,[^}]*\}\}/g) ?? []).toEqual([]);
  });
});

describe('the two parts', () => {
  it('share no namespace, so a key has one home', () => {
    const shell = Object.keys(load('.', 'zh-tw'));
    const content = Object.keys(load('content', 'zh-tw'));
    expect(shell.filter((name) => content.includes(name))).toEqual([]);
  });
});

describe('the product name, the title of a page that names none', () => {
  it('is the Chinese name in zh-tw (requirements §2), and translated in each other language', () => {
    const names = UI_LANGS.map((lang) => (load('.', lang).app as Tree).title);
    expect(names[UI_LANGS.indexOf('zh-tw')]).toBe(DEFAULT_TITLE);
    expect(new Set(names).size).toBe(UI_LANGS.length);
  });
});
