import { describe, expect, it } from 'vitest';
import { articleTarget } from './article-target';

describe('articleTarget', () => {
  it.each([
    [undefined, 'en', undefined, undefined],
    ['', 'en', undefined, undefined],
    ['/search/tours/category/613', 'en', undefined, { to: '/en/search/tours/category/613' }],
    [
      '/?static=ferry&type=greenisland',
      'ja',
      undefined,
      { to: '/ja/?static=ferry&type=greenisland' },
    ],
    [
      'https://www.eastcoast-nsa.gov.tw/',
      'zh-tw',
      undefined,
      { href: 'https://www.eastcoast-nsa.gov.tw/' },
    ],
    // Over the service tab: an overlay opens over it, a page is still a page of its own.
    [
      '/?static=emergency&type=static',
      'en',
      '/en/service/',
      { to: '/en/service/?static=emergency&type=static' },
    ],
    ['/service/weather/', 'en', '/en/service/', { to: '/en/service/weather/' }],
  ] as const)('%s in %s over %s', (href, lang, over, target) => {
    expect(articleTarget(href, lang, over)).toEqual(target);
  });
});
