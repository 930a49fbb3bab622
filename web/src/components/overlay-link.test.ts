import { describe, expect, it } from 'vitest';
import { overlayLocation } from './overlay-link';

describe('overlayLocation', () => {
  it.each([
    [
      'keeps the page and its filters',
      '/en/search/attractions/',
      '?q=beach&region=1',
      { kind: 'attraction', id: '5' },
      '?q=beach&region=1&attraction=5',
    ],
    [
      'replaces the overlay that was open',
      '/en/',
      '?tour=3',
      { kind: 'attraction', id: '7' },
      '?attraction=7',
    ],
    [
      'drops the gallery ids',
      '/en/',
      '?attraction=5&gid=attraction-5&pid=2',
      { kind: 'guide', id: '1' },
      '?guide=1',
    ],
    [
      'writes a static page with its type',
      '/ja/',
      '?coupon=2',
      { kind: 'static', name: 'ferry', type: 'greenisland' },
      '?static=ferry&type=greenisland',
    ],
  ] as const)('%s', (_, pathname, search, overlay, expected) => {
    expect(overlayLocation(pathname, search, overlay)).toEqual({ pathname, search: expected });
  });
});
