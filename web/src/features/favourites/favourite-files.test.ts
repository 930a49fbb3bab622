import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FavouriteGroup } from '@ecg/domain/rules/favourites';
import {
  downloadFavourites,
  favouritesFile,
  favouritesFileName,
  hasPlaces,
} from './favourite-files';

const groups: FavouriteGroup[] = [
  {
    kind: 'attraction',
    entries: [
      {
        pid: 'attraction-1',
        kind: 'attraction',
        id: 1,
        title: 'Sanxiantai',
        lat: 23.1236,
        lng: 121.4113,
        changedAt: 1,
        removed: false,
      },
    ],
  },
  {
    kind: 'tour',
    entries: [
      { pid: 'tour-2', kind: 'tour', id: 2, title: 'Rift valley', changedAt: 1, removed: false },
    ],
  },
];
const words = { title: 'East Coast: My favourites', creator: 'East Coast', kindName: String };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('favouritesFileName', () => {
  it('is dated by the day in Taipei, not the phone’s', () => {
    // 17:30 UTC on 30 November is 01:30 on 1 December in Taipei.
    expect(favouritesFileName('gpx', Date.UTC(2026, 10, 30, 17, 30))).toBe(
      'east-coast-favourites-2026-12-01.gpx',
    );
    expect(favouritesFileName('kml', Date.UTC(2026, 10, 30, 15, 59))).toBe(
      'east-coast-favourites-2026-11-30.kml',
    );
  });
});

describe('favouritesFile', () => {
  it('holds the favourites with a place, each linking to its overlay in the app', () => {
    const file = favouritesFile(groups, words, 'en', 'https://guide.example');
    expect(file.groups[0]?.points).toEqual([
      {
        name: 'Sanxiantai',
        lat: 23.1236,
        lng: 121.4113,
        link: 'https://guide.example/pwa/#/en/search/attractions/detail/1',
      },
    ]);
    expect(hasPlaces(file)).toBe(true);
    expect(hasPlaces(favouritesFile(groups.slice(1), words, 'en', 'https://x'))).toBe(false);
  });
});

describe('downloadFavourites', () => {
  it('saves the GPX text through a Blob URL under the dated name', async () => {
    let saved: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved = blob as Blob;
      return 'blob:favourites';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    const file = favouritesFile(groups, words, 'en', 'https://guide.example');
    downloadFavourites(file, 'gpx', Date.UTC(2026, 10, 30, 4));
    expect(clicked.map((link) => [link.href, link.download])).toEqual([
      ['blob:favourites', 'east-coast-favourites-2026-11-30.gpx'],
    ]);
    expect(saved?.type).toBe('application/gpx+xml');
    const text = await saved?.text();
    expect(text).toContain('<name>Sanxiantai</name>');
    expect(text).not.toContain('Rift valley');
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
