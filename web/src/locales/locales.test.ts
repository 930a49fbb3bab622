import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { UI_LANGS } from '@ecg/domain/rules/language';

type Tree = { [key: string]: string | Tree };

const folder = path.dirname(new URL(import.meta.url).pathname);
const load = (lang: string): Tree =>
  JSON.parse(readFileSync(path.join(folder, `${lang}.json`), 'utf8')) as Tree;

/** Every leaf key as a dotted path, e.g. nav.home. */
function keysOf(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

const reference = keysOf(load('zh-tw')).sort();

describe('locale files', () => {
  it('are exactly the five interface languages', () => {
    const files = readdirSync(folder).filter((file) => file.endsWith('.json'));
    expect(files.map((file) => file.replace('.json', '')).sort()).toEqual([...UI_LANGS].sort());
  });

  it.each(UI_LANGS.filter((lang) => lang !== 'zh-tw'))(
    '%s has every key of zh-tw and no other',
    (lang) => {
      expect(keysOf(load(lang)).sort()).toEqual(reference);
    },
  );

  it.each([...UI_LANGS])('%s has no empty text', (lang) => {
    const tree = load(lang);
    const empty = keysOf(tree).filter((key) => {
      const value = key
        .split('.')
        .reduce<string | Tree | undefined>(
          (node, part) => (node as Tree | undefined)?.[part],
          tree,
        );
      return typeof value !== 'string' || value.trim() === '';
    });
    expect(empty).toEqual([]);
  });
});
