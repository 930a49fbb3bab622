import { describe, expect, it } from 'vitest';
import {
  GALLERY,
  GALLERY_CYCLE_MIN_PHOTOS,
  GALLERY_ID_PARAM,
  LAZY_IMAGE,
  PICTURE_ID_PARAM,
  closedGallery,
  galleryHash,
  nextIndex,
  openGallery,
  parseGalleryHash,
  previousIndex,
} from './gallery';

describe('constants (requirements §9)', () => {
  it.each([
    ['GALLERY.animationMs', GALLERY.animationMs, 333],
    ['GALLERY.slideSpacing', GALLERY.slideSpacing, 0.12],
    ['GALLERY.maxZoom', GALLERY.maxZoom, 1.33],
    ['LAZY_IMAGE.throttleMs', LAZY_IMAGE.throttleMs, 125],
    ['LAZY_IMAGE.minSize', LAZY_IMAGE.minSize, 40],
    ['GALLERY_CYCLE_MIN_PHOTOS', GALLERY_CYCLE_MIN_PHOTOS, 3],
  ] as const)('%s is %d', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('closedGallery', () => {
  it('is empty, at 0 and hidden', () => {
    expect(closedGallery()).toEqual({ data: [], index: 0, visible: false });
  });

  it('gives a fresh list each time', () => {
    expect(closedGallery().data).not.toBe(closedGallery().data);
  });
});

describe('openGallery', () => {
  it.each([
    [['a', 'b', 'c'], 1, 1],
    [['a', 'b', 'c'], 0, 0],
    [['a', 'b', 'c'], 2, 2],
    [['a', 'b', 'c'], 3, 2],
    [['a', 'b', 'c'], -1, 0],
    [['a', 'b', 'c'], 1.7, 1],
    [[], 4, 0],
  ] as const)('%j at %d → index %d', (data, index, expected) => {
    expect(openGallery(data, index)).toEqual({ data, index: expected, visible: true });
  });

  it('starts at the first photo by default', () => {
    expect(openGallery(['a', 'b']).index).toBe(0);
  });
});

describe('nextIndex', () => {
  it.each([
    // [index, length, next]
    [0, 0, 0],
    [0, 1, 0],
    [0, 2, 1],
    [1, 2, 1],
    [0, 3, 1],
    [1, 3, 2],
    [2, 3, 0],
    [3, 4, 0],
    [9, 4, 0],
    [-5, 4, 1],
  ] as const)('from %d of %d → %d', (index, length, expected) => {
    expect(nextIndex(index, length)).toBe(expected);
  });
});

describe('previousIndex', () => {
  it.each([
    [0, 0, 0],
    [0, 1, 0],
    [1, 2, 0],
    [0, 2, 0],
    [2, 3, 1],
    [1, 3, 0],
    [0, 3, 2],
    [0, 4, 3],
    [9, 4, 2],
    [-5, 4, 3],
  ] as const)('from %d of %d → %d', (index, length, expected) => {
    expect(previousIndex(index, length)).toBe(expected);
  });
});

describe('galleryHash', () => {
  it('names the gallery and the picture with the address parameters PhotoSwipe reads', () => {
    expect([GALLERY_ID_PARAM, PICTURE_ID_PARAM]).toEqual(['gid', 'pid']);
    const params = new URLSearchParams(galleryHash('place-3', 2));
    expect([params.get(GALLERY_ID_PARAM), params.get(PICTURE_ID_PARAM)]).toEqual(['place-3', '2']);
  });

  it.each([
    [1, 2, '&gid=1&pid=2'],
    ['attraction-5', 'p 3', '&gid=attraction-5&pid=p%203'],
    ['a&b', '#1', '&gid=a%26b&pid=%231'],
  ] as const)('%j, %j → %s', (gid, pid, expected) => {
    expect(galleryHash(gid, pid)).toBe(expected);
  });
});

describe('parseGalleryHash', () => {
  it.each([
    ['#&gid=1&pid=2', { galleryId: '1', pictureId: '2' }],
    ['&gid=1&pid=2', { galleryId: '1', pictureId: '2' }],
    ['#gid=7&pid=x', { galleryId: '7', pictureId: 'x' }],
    ['#/en/search/attractions/?attraction=5&gid=3&pid=4', { galleryId: '3', pictureId: '4' }],
    ['#&pid=2&gid=1', { galleryId: '1', pictureId: '2' }],
    ['#&gid=a%26b&pid=%231', { galleryId: 'a&b', pictureId: '#1' }],
    ['', undefined],
    ['#/en/', undefined],
    ['#&gid=1', undefined],
    ['#&pid=2', undefined],
    ['#&gid=&pid=2', undefined],
    ['#&gid=1&pid=%E0%A4%A', undefined],
    ['#&xgid=1&pid=2', undefined],
  ] as const)('%j → %j', (hash, expected) => {
    expect(parseGalleryHash(hash)).toEqual(expected);
  });

  it.each([
    [1, 2],
    ['attraction-5', 'p 3'],
    ['a&b', '#1'],
  ] as const)('reads back what galleryHash(%j, %j) wrote', (gid, pid) => {
    expect(parseGalleryHash(`#${galleryHash(gid, pid)}`)).toEqual({
      galleryId: String(gid),
      pictureId: String(pid),
    });
  });
});
