import { describe, expect, it } from 'vitest';
import type { OverlayKind } from '../routes';
import { backLink, backStep } from './back-link';
import type { ContentLang } from './language';

describe('backLink without stored URLs: the overlay list', () => {
  it.each<[OverlayKind, ContentLang, string]>([
    ['attraction', 'zh-tw', '/zh-tw/search/attractions/'],
    ['attraction', 'en', '/en/search/attractions/'],
    ['attraction', 'ja', '/ja/search/attractions/'],
    ['tour', 'zh-tw', '/zh-tw/search/tours/category/all'],
    ['tour', 'en', '/en/search/tours/category/all'],
    ['tour', 'ja', '/ja/search/tours/category/all'],
    ['coupon', 'zh-tw', '/zh-tw/search/coupon'],
    ['coupon', 'en', '/en/search/coupon'],
    ['coupon', 'ja', '/ja/search/coupon'],
    ['event', 'zh-tw', '/zh-tw/search/events'],
    ['event', 'en', '/en/search/events'],
    ['event', 'ja', '/ja/search/events'],
    ['guide', 'zh-tw', '/zh-tw/guide'],
    ['guide', 'en', '/en/guide'],
    ['guide', 'ja', '/ja/guide'],
    ['shop', 'zh-tw', '/zh-tw/'],
    ['shop', 'en', '/en/'],
    ['shop', 'ja', '/ja/'],
    ['accommodation', 'zh-tw', '/zh-tw/'],
    ['accommodation', 'en', '/en/'],
    ['accommodation', 'ja', '/ja/'],
    ['static', 'zh-tw', '/zh-tw/'],
    ['static', 'en', '/en/'],
    ['static', 'ja', '/ja/'],
  ])('%s in %s → %s', (overlay, lang, expected) => {
    expect(backLink({ lang, overlay })).toBe(expected);
    expect(backLink({ lang, overlay, savedBackUrl: null, storedStaticUrl: null })).toBe(expected);
  });
});

describe('backLink precedence', () => {
  const saved = '/en/search/tours/category/611?tour=3';
  const stored = '/en/?static=ferry&type=static';

  it.each<[string, string | null | undefined, string | null | undefined, string]>([
    ['a stored static-page URL wins over the saved back URL', saved, stored, stored],
    ['a stored static-page URL wins over the list', undefined, stored, stored],
    ['the saved back URL comes next', saved, undefined, saved],
    ['the saved back URL when the static URL is null', saved, null, saved],
    ['the saved back URL when the static URL is empty', saved, '', saved],
    ['the list when both are empty', '', '', '/en/search/events'],
    ['a full URL is not followed', 'https://example.com/', undefined, '/en/search/events'],
    ['a protocol-relative URL is not followed', '//example.com/x', undefined, '/en/search/events'],
    ['a backslash host is not followed', '/\\example.com', undefined, '/en/search/events'],
    ['a foreign static URL falls to the saved URL', saved, 'https://example.com/', saved],
    ['a relative text is not followed', 'search/events', undefined, '/en/search/events'],
  ])('%s', (_case, savedBackUrl, storedStaticUrl, expected) => {
    expect(backLink({ lang: 'en', overlay: 'event', savedBackUrl, storedStaticUrl })).toBe(
      expected,
    );
  });

  it.each<OverlayKind>([
    'attraction',
    'tour',
    'coupon',
    'event',
    'guide',
    'shop',
    'accommodation',
    'static',
  ])('the stored static-page URL wins for a %s overlay too', (overlay) => {
    expect(backLink({ lang: 'ja', overlay, savedBackUrl: saved, storedStaticUrl: stored })).toBe(
      stored,
    );
  });
});

describe('backStep: back in history when that is where it leads', () => {
  const saved = '/en/search/tours/category/611?tour=3';
  const stored = '/en/?static=ferry&type=static';

  it.each<[string, string | undefined, number | undefined, string | undefined, string, number]>([
    ['came from the saved URL one step back', saved, 1, undefined, saved, 1],
    ['came from it two steps back (a picture opened in between)', saved, 2, undefined, saved, 2],
    [
      'a shared link: nowhere to go back to, so replace with the list',
      undefined,
      undefined,
      undefined,
      '/en/search/events',
      0,
    ],
    ['a saved URL not reached through history: replace', saved, 0, undefined, saved, 0],
    ['the stored static page wins and is elsewhere: replace', saved, 1, stored, stored, 0],
    ['the stored static page is where history leads', stored, 1, stored, stored, 1],
    [
      'a foreign saved URL is never a step back',
      'https://example.com/',
      1,
      undefined,
      '/en/search/events',
      0,
    ],
  ])('%s', (_case, savedBackUrl, stepsToSaved, storedStaticUrl, to, historySteps) => {
    expect(
      backStep({
        lang: 'en',
        overlay: 'event',
        savedBackUrl,
        storedStaticUrl,
        ...(stepsToSaved === undefined ? {} : { stepsToSaved }),
      }),
    ).toEqual({ to, historySteps });
  });
});
