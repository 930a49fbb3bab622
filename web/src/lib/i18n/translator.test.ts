import { describe, expect, it } from 'vitest';
import { fallbackOf } from './app-i18n';
import { createI18n } from './translator';

/** Messages shaped as the locale files are: nested, with `_one`/`_other` plural forms. */
const en = {
  greet: 'Hello, {{name}}',
  twice: '{{name}} and {{name}}',
  deep: 'By {{person.name}}',
  photos_one: '{{count}} photo',
  photos_other: '{{count}} photos',
  onlyEn: 'English only',
  empty: '',
};
const zhTw = {
  greet: '你好，{{name}}',
  photos_other: '{{count}} 張照片',
  onlyZh: '只有中文',
  empty: '空',
};
const ja = {
  photos_other: '写真{{count}}枚',
};
const ko = { greet: '안녕하세요, {{name}}' };

const app = (language: string) =>
  createI18n({ language, fallbackOf, strings: { en, 'zh-tw': zhTw, ja, ko } });

describe('t (docs/performance.md, Interface strings)', () => {
  it.each([
    ['en', 'greet', { name: 'Mei' }, 'Hello, Mei'],
    ['en', 'twice', { name: 'Mei' }, 'Mei and Mei'],
    ['en', 'deep', { person: { name: 'Lin' } }, 'By Lin'],
    // No escaping: React escapes what it renders.
    ['en', 'greet', { name: '<b>&' }, 'Hello, <b>&'],
    ['en', 'greet', { name: 3 }, 'Hello, 3'],
    ['en', 'greet', { name: null }, 'Hello, '],
    ['en', 'greet', { name: undefined }, 'Hello, '],
    ['en', 'greet', {}, 'Hello, {{name}}'],
    ['en', 'greet', undefined, 'Hello, {{name}}'],
  ] as const)('%s %s %j → %s', (language, key, values, expected) => {
    expect(app(language).t(key, values)).toBe(expected);
  });

  it.each([
    ['en', 0, '0 photos'],
    ['en', 1, '1 photo'],
    ['en', 2, '2 photos'],
    ['ja', 1, '写真1枚'],
    ['ja', 5, '写真5枚'],
    ['zh-tw', 1, '1 張照片'],
    ['zh-tw', 2, '2 張照片'],
  ] as const)('plural in %s, count %d → %s', (language, count, expected) => {
    expect(app(language).t('photos', { count })).toBe(expected);
  });

  it.each([
    ['ko', 'greet', '안녕하세요, Mei'],
    ['ko', 'onlyEn', 'English only'],
    // One step only: Korean falls back to English, not on to zh-tw.
    ['ko', 'onlyZh', 'onlyZh'],
    ['en', 'onlyZh', '只有中文'],
    ['ja', 'greet', '你好，Mei'],
    // An empty message counts as missing.
    ['en', 'empty', '空'],
  ] as const)('fallback from %s: %s → %s', (language, key, expected) => {
    expect(app(language).t(key, { name: 'Mei' })).toBe(expected);
  });

  it('says the key of a missing message, or the default value given', () => {
    const { t } = app('en');
    expect(t('no.such.key')).toBe('no.such.key');
    expect(t('no.such.key', { count: 2 })).toBe('no.such.key');
    expect(t('no.such.key', { defaultValue: 'Hi {{name}}', name: 'Mei' })).toBe('Hi Mei');
    expect(t('greet.deeper')).toBe('greet.deeper');
  });
});

describe('createI18n', () => {
  it('merges a later file into a language, changes language, and tells each change', () => {
    const i18n = createI18n({ language: 'en', strings: { en: { a: { one: '1' } } } });
    const heard: number[] = [];
    const stop = i18n.subscribe(() => heard.push(i18n.version));
    const before = i18n.t;
    i18n.addStrings('en', { a: { two: '2' } });
    expect([i18n.t('a.one'), i18n.t('a.two')]).toEqual(['1', '2']);
    expect(i18n.t).not.toBe(before);
    i18n.addStrings('ja', { a: { one: '一' } });
    i18n.changeLanguage('ja');
    expect(i18n.language).toBe('ja');
    expect(i18n.t('a.one')).toBe('一');
    i18n.changeLanguage('ja');
    stop();
    i18n.changeLanguage('en');
    expect(heard).toEqual([1, 2, 3]);
  });

  it('keeps the files it is given as they are', () => {
    const strings = { a: { one: '1' } };
    const i18n = createI18n({ language: 'en', strings: { en: strings } });
    i18n.addStrings('en', { a: { one: 'one' } });
    expect(strings.a.one).toBe('1');
    expect(i18n.t('a.one')).toBe('one');
  });
});
