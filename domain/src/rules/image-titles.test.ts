import { describe, expect, it } from 'vitest';
import { imageInLanguage, type PlaceNames } from './image-titles';

const SRC = 'https://www.eastcoast-nsa.gov.tw/image/28701/640x480';
const places: PlaceNames[] = [
  { zh: '石梯坪', local: 'Shitiping' },
  { zh: '八仙洞', local: 'Baxian Caves' },
];

describe('imageInLanguage', () => {
  it.each([
    // lang, title as published, title shown
    ['en', '石梯坪', 'Shitiping'],
    ['en', ' 八仙洞 ', 'Baxian Caves'],
    ['en', '照片提供｜花蓮分署', undefined],
    ['en', '在八仙洞能看到海蝕洞的景觀', undefined],
    ['en', undefined, undefined],
    ['ja', '照片提供｜花蓮分署', undefined],
    ['zh-tw', '石梯坪', '石梯坪'],
    ['zh-tw', '照片提供｜花蓮分署', '照片提供｜花蓮分署'],
  ] as const)('in %s, %j is titled %j', (lang, title, shown) => {
    const image = title === undefined ? { src: SRC } : { src: SRC, title };
    const result = imageInLanguage(image, lang, places);
    expect(result.src).toBe(SRC);
    expect(result.title).toBe(shown);
    if (shown === undefined) expect(result).not.toHaveProperty('title');
  });

  it('names a picture in Japanese by the place it shows', () => {
    const ja = [
      { zh: '三仙台', local: '三仙台' },
      { zh: '綠島燈塔', local: '緑島灯台' },
    ];
    expect(imageInLanguage({ src: SRC, title: '綠島燈塔' }, 'ja', ja).title).toBe('緑島灯台');
  });

  it('leaves a picture of no known place untitled outside zh-tw', () => {
    expect(imageInLanguage({ src: SRC, title: '石梯坪' }, 'en', [])).toEqual({ src: SRC });
  });
});
