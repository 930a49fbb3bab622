import { describe, expect, it } from 'vitest';
import en from '@/locales/en.json';
import ja from '@/locales/ja.json';
import ko from '@/locales/ko.json';
import zhCn from '@/locales/zh-cn.json';
import zhTw from '@/locales/zh-tw.json';
import { fallbackOf } from './app-i18n';
import { createI18n } from './translator';
import { usualMonthsText } from './usual-months';

const strings = { en, ja, ko, 'zh-cn': zhCn, 'zh-tw': zhTw };
const t = (language: string) => createI18n({ language, fallbackOf, strings }).t;

describe('usualMonthsText', () => {
  it.each([
    ['en', 7, 8, 'Usually in July–August'],
    ['en', 12, 12, 'Usually in December'],
    ['zh-tw', 7, 8, '通常在7月至8月舉行'],
    ['zh-cn', 10, 11, '通常在十月至十一月举行'],
    ['ja', 1, 1, '例年1月に開催'],
    ['ko', 3, 4, '보통 3월~4월에 열림'],
  ])('%s, months %i–%i → %s', (language, from, to, expected) => {
    expect(usualMonthsText({ from, to }, t(language))).toBe(expected);
  });
});
