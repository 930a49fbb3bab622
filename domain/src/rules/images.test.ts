import { describe, expect, it } from 'vitest';
import { EVENT_IMAGE_CAP, IMAGE_CAP, capImages, normalizeImages, rewriteImageUrl } from './images';

const HOST = 'https://www.eastcoast-nsa.gov.tw';
const list = (length: number) => Array.from({ length }, (_, i) => `/img/${i}.jpg`);

describe('capImages', () => {
  it.each([
    ['default', 0, 0],
    ['default', 9, 9],
    ['default', 10, 10],
    ['default', 11, 10],
    ['default', 30, 10],
    ['event', 7, 7],
    ['event', 8, 8],
    ['event', 9, 8],
    ['event', 30, 8],
  ] as const)('%s with %i images keeps %i', (kind, length, kept) => {
    expect(capImages(list(length), kind)).toEqual(list(kept));
  });

  it('reads a missing list as empty', () => {
    expect(capImages(undefined, 'default')).toEqual([]);
    expect(capImages(null, 'event')).toEqual([]);
  });

  it('exports the requirements §9 caps', () => {
    expect([IMAGE_CAP, EVENT_IMAGE_CAP]).toEqual([10, 8]);
  });
});

describe('rewriteImageUrl', () => {
  it.each([
    ['~/upload/a.jpg', HOST, `${HOST}/upload/a.jpg`],
    ['~/upload/a.jpg', `${HOST}/`, `${HOST}/upload/a.jpg`],
    ['~//upload/a.jpg', `${HOST}/`, `${HOST}/upload/a.jpg`],
    ['~/image/480x360/a.jpg', HOST, `${HOST}/image/640x480/a.jpg`],
    [
      'https://cdn.example/480x360/a_480x360.jpg',
      HOST,
      'https://cdn.example/640x480/a_640x480.jpg',
    ],
    ['https://cdn.example/a.jpg', HOST, 'https://cdn.example/a.jpg'],
    ['/upload/~/a.jpg', HOST, '/upload/~/a.jpg'],
    ['~upload/a.jpg', HOST, '~upload/a.jpg'],
    ['https://cdn.example/480x3600.jpg', HOST, 'https://cdn.example/640x4800.jpg'],
    ['https://cdn.example/480x361.jpg', HOST, 'https://cdn.example/480x361.jpg'],
    ['', HOST, ''],
  ] as const)('%j on %s → %j', (url, host, expected) => {
    expect(rewriteImageUrl(url, host)).toBe(expected);
  });
});

describe('normalizeImages', () => {
  it('caps, then rewrites address strings', () => {
    const urls = Array.from({ length: 12 }, (_, i) => `~/img/480x360/${i}.jpg`);
    const result = normalizeImages(urls, 'default', HOST);
    expect(result).toHaveLength(10);
    expect(result[0]).toBe(`${HOST}/img/640x480/0.jpg`);
    expect(result[9]).toBe(`${HOST}/img/640x480/9.jpg`);
  });

  it('rewrites the src of image objects and keeps their other fields', () => {
    const images = Array.from({ length: 9 }, (_, i) => ({ src: `~/e/${i}.jpg`, title: `t${i}` }));
    const result = normalizeImages(images, 'event', HOST);
    expect(result).toHaveLength(8);
    expect(result[7]).toEqual({ src: `${HOST}/e/7.jpg`, title: 't7' });
    expect(images[0]?.src).toBe('~/e/0.jpg');
  });

  it.each([undefined, null, []])('%j → []', (images) => {
    expect(normalizeImages(images, 'default', HOST)).toEqual([]);
  });
});
