import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TITLE,
  META_DESCRIPTION_LENGTH,
  metaDescription,
  metaTags,
  pageKeywords,
  pageTitle,
} from './page-meta';

describe('pageTitle', () => {
  it.each([
    [undefined, '東部海岸國家風景區'],
    ['', '東部海岸國家風景區'],
    ['   ', '東部海岸國家風景區'],
    ['三仙台', '三仙台 | 東部海岸國家風景區'],
    [' Sanxiantai ', 'Sanxiantai | 東部海岸國家風景區'],
  ] as const)('%j → %s', (title, expected) => {
    expect(pageTitle(title)).toBe(expected);
  });

  it.each([
    [undefined, 'East Coast National Scenic Area', 'East Coast National Scenic Area'],
    ['Guide', 'East Coast National Scenic Area', 'Guide | East Coast National Scenic Area'],
    ['ガイド', '東部海岸国家風景区', 'ガイド | 東部海岸国家風景区'],
    ['Guide', '', 'Guide | 東部海岸國家風景區'],
    ['Guide', '  ', 'Guide | 東部海岸國家風景區'],
  ] as const)('%j with the product named %j → %s', (title, product, expected) => {
    expect(pageTitle(title, product)).toBe(expected);
  });

  it('uses the product name as the default', () => {
    expect(DEFAULT_TITLE).toBe('東部海岸國家風景區');
  });
});

describe('metaDescription', () => {
  it.each([
    ['<p>三仙台 <b>Sanxiantai</b></p>', '三仙台Sanxiantai'],
    ['a&nbsp;b', 'ab'],
    ['Tom &amp; Jerry', 'Tom&Jerry'],
    ['&lt;b&gt;bold&lt;/b&gt;', '<b>bold</b>'],
    ['say &quot;hi&quot; it&#39;s', 'say"hi"it\'s'],
    ['&#20013;&#x6587;&#X6587;', '中文文'],
    ['&#0;&#x110000;&unknown;', '&#0;&#x110000;&unknown;'],
    ['line\none\r\ntwo\tthree', 'lineonetwothree'],
    ['全形\u3000空白', '全形空白'],
    ['<br/>東河<br>\n<img src="x.jpg" alt="a b">鄉', '東河鄉'],
    ['<!-- note -->text<script>var a = 1;</script><style>p { color: red }</style>', 'text'],
    ['', ''],
  ] as const)('%j → %j', (html, expected) => {
    expect(metaDescription(html)).toBe(expected);
  });

  it.each([
    [149, 149],
    [150, 150],
    [151, 150],
    [400, 150],
  ])('%i characters are cut to %i', (length, expected) => {
    expect(metaDescription('海'.repeat(length))).toBe('海'.repeat(expected));
  });

  it('cuts at the requirements §9 length', () => {
    expect(META_DESCRIPTION_LENGTH).toBe(150);
  });

  it('counts an emoji as one character and never splits it', () => {
    const result = metaDescription(`${'a'.repeat(149)}😀😀`);
    expect(result).toBe(`${'a'.repeat(149)}😀`);
    expect(Array.from(result)).toHaveLength(150);
  });

  it('cuts after whitespace is removed, not before', () => {
    expect(metaDescription(`${'a '.repeat(150)}b`)).toBe('a'.repeat(150));
  });
});

describe('metaTags', () => {
  it.each([
    [
      'zh-tw',
      { keywords: '海岸,步道', description: '<p>東部 海岸</p>' },
      [
        { name: 'keywords', content: '海岸,步道' },
        { name: 'description', content: '東部海岸' },
      ],
    ],
    ['zh-tw', { keywords: ['海岸', '步道'] }, [{ name: 'keywords', content: '海岸,步道' }]],
    ['zh-tw', { description: 'text' }, [{ name: 'description', content: 'text' }]],
    ['zh-tw', { keywords: '  ', description: '<p> </p>' }, []],
    ['zh-tw', {}, []],
    ['en', { keywords: 'coast', description: 'text' }, []],
    ['ja', { keywords: 'coast', description: 'text' }, []],
  ] as const)('%s %j', (lang, source, expected) => {
    expect(metaTags(lang, source)).toEqual(expected);
  });
});

describe('pageKeywords', () => {
  const site = '東海岸,花蓮, 臺東 ,,綠島';
  it.each([
    [undefined, ['東海岸', '花蓮', '臺東', '綠島']],
    ['', ['東海岸', '花蓮', '臺東', '綠島']],
    ['三仙台', ['三仙台', '東海岸', '花蓮', '臺東', '綠島']],
    ['自然景觀 · 景點', ['自然景觀', '景點', '東海岸', '花蓮', '臺東', '綠島']],
    ['潮汐 · 花蓮', ['潮汐', '花蓮', '東海岸', '臺東', '綠島']],
  ] as const)('%j → %j', (title, expected) => {
    expect(pageKeywords(title, site)).toEqual(expected);
  });

  it('is empty with no title and no site keywords', () => {
    expect(pageKeywords(undefined, '')).toEqual([]);
  });
});
