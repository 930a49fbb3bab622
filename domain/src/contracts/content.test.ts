import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  campaignSchema,
  couponSchema,
  eventSchema,
  guideSchema,
  noticeSchema,
  staticPageSchema,
  tourSchema,
} from './index';
import { coupon, guide, images, issuePaths, notice, tour, travelEvent } from './samples.test-data';

const staticPage = {
  title: '交通資訊',
  content: '<p>Buses leave hourly.</p>',
  update_time: '2026-11-21 10:00:00',
};
const campaign = {
  title: '集章兌換',
  content: 'Collect five stamps.',
  exchange_instructions: 'At the visitor centre.',
};

describe('content entities: valid samples parse', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['tour', tourSchema, tour],
    ['coupon', couponSchema, coupon],
    ['event', eventSchema, travelEvent],
    [
      'event without a place',
      eventSchema,
      { ...travelEvent, latlng: undefined, address: undefined },
    ],
    ['guide', guideSchema, guide],
    [
      'photo guide',
      guideSchema,
      { id: 13, title: 'Green Island', type: 'photo', images: images(10) },
    ],
    ['notice', noticeSchema, notice],
    ['notice marked read', noticeSchema, { ...notice, type: 0, isReaded: true }],
    ['seasonal notice', noticeSchema, { ...notice, months: [7, 8, 9] }],
    ['static page', staticPageSchema, staticPage],
    ['static page in Chinese only', staticPageSchema, { ...staticPage, translation: 'none' }],
    ['campaign', campaignSchema, campaign],
  ])('%s', (_name, schema, value) => {
    expect(issuePaths(schema, value)).toEqual([]);
  });
});

describe('content entities: each constraint names its field', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['tour of zero days', tourSchema, { ...tour, days: 0 }, 'days'],
    ['unknown season', tourSchema, { ...tour, season: ['monsoon'] }, 'season.0'],
    [
      'unknown stop type',
      tourSchema,
      { ...tour, daylist: [[{ id: 1, type: 'restaurant', name: 'x' }]] },
      'daylist.0.0.type',
    ],
    [
      'stop lat out of range',
      tourSchema,
      { ...tour, daylist: [[{ id: 1, type: 'shop', name: 'x', lat: 99 }]] },
      'daylist.0.0.lat',
    ],
    ['more day lists than days', tourSchema, { ...tour, days: 1 }, 'daylist'],
    ['tour with 11 images', tourSchema, { ...tour, images: images(11) }, 'images'],
    ['coupon start with slashes', couponSchema, { ...coupon, start: '2026/11/21' }, 'start'],
    ['coupon end before start', couponSchema, { ...coupon, end: '2026-10-31 23:59:59' }, 'end'],
    ['coupon shop_latlng', couponSchema, { ...coupon, shop_latlng: '23.1' }, 'shop_latlng'],
    [
      'coupon shop_categories',
      couponSchema,
      { ...coupon, shop_categories: 'food' },
      'shop_categories',
    ],
    ['coupon with 11 images', couponSchema, { ...coupon, images: images(11) }, 'images'],
    ['event with 9 images', eventSchema, { ...travelEvent, images: images(9) }, 'images'],
    ['event latlng', eventSchema, { ...travelEvent, latlng: 'abc' }, 'latlng'],
    [
      'event file without src',
      eventSchema,
      { ...travelEvent, files: [{ title: 'x', src: '' }] },
      'files.0.src',
    ],
    ['unknown guide type', guideSchema, { ...guide, type: 'map' }, 'type'],
    ['video guide without video_id', guideSchema, { ...guide, video_id: undefined }, 'video_id'],
    [
      'audio guide without audio',
      guideSchema,
      { ...guide, type: 'audio', video_id: undefined },
      'audio',
    ],
    [
      'guide update_time without time',
      guideSchema,
      { ...guide, update_time: '2026-11-21' },
      'update_time',
    ],
    ['notice type 3', noticeSchema, { ...notice, type: 3 }, 'type'],
    [
      'notice datetime with slashes',
      noticeSchema,
      { ...notice, datetime: '2026/11/21 08:00:00' },
      'datetime',
    ],
    [
      'notice datetime month 13',
      noticeSchema,
      { ...notice, datetime: '2026-13-01 08:00:00' },
      'datetime',
    ],
    [
      'notice link without url',
      noticeSchema,
      { ...notice, link: [{ name: 'x', url: '' }] },
      'link.0.url',
    ],
    ['notice isReaded as text', noticeSchema, { ...notice, isReaded: 'yes' }, 'isReaded'],
    ['notice month 13', noticeSchema, { ...notice, months: [7, 13] }, 'months.1'],
    ['notice month 0', noticeSchema, { ...notice, months: [0] }, 'months.0'],
    [
      'static page update_time',
      staticPageSchema,
      { ...staticPage, update_time: '21/11/2026 10:00' },
      'update_time',
    ],
    [
      'campaign without instructions',
      campaignSchema,
      { ...campaign, exchange_instructions: undefined },
      'exchange_instructions',
    ],
  ])('%s', (_name, schema, value, path) => {
    expect(issuePaths(schema, value)).toContain(path);
  });
});
