import { describe, expect, it } from 'vitest';
import { appRouteOfHref, isPlainClick } from './app-links';

describe('appRouteOfHref', () => {
  it.each([
    ['#/en/?tour=2', '/en/?tour=2'],
    ['/pwa/#/zh-tw/search/events', '/zh-tw/search/events'],
    ['#/', '/'],
    ['https://www.railway.gov.tw/', undefined],
    ['#top', undefined],
    ['/pwa/', undefined],
    ['/en/?tour=2', undefined],
    ['mailto:a@b.tw', undefined],
    ['', undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%s → %s', (href, route) => {
    expect(appRouteOfHref(href)).toBe(route);
  });
});

describe('isPlainClick', () => {
  const plain = {
    button: 0,
    metaKey: false,
    ctrlKey: false,
    shiftKey: false,
    altKey: false,
    defaultPrevented: false,
  };
  it('takes a plain main-button click', () => {
    expect(isPlainClick(plain)).toBe(true);
  });
  it.each([
    { button: 1 },
    { metaKey: true },
    { ctrlKey: true },
    { shiftKey: true },
    { altKey: true },
    { defaultPrevented: true },
  ])('leaves %j to the browser', (change) => {
    expect(isPlainClick({ ...plain, ...change })).toBe(false);
  });
});
