import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accommodationSchema, attractionSchema, shopSchema } from './index';
import { attraction, images, issuePaths, shop } from './samples.test-data';

describe('attractions and shops: valid samples parse', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['attraction', attractionSchema, attraction],
    [
      'attraction without optional fields',
      attractionSchema,
      {
        id: 1,
        name: '三仙台',
        images: [],
        categories: '',
        tags: '',
        zipcode: 961,
        latlng: '23.1236, 121.4113',
        content: '',
        address: '',
      },
    ],
    ['shop', shopSchema, shop],
    ['accommodation', accommodationSchema, { ...shop, categories: '95' }],
  ])('%s', (_name, schema, value) => {
    expect(issuePaths(schema, value)).toEqual([]);
  });
});

describe('attractions and shops: each constraint names its field', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['latlng not two numbers', attractionSchema, { ...attraction, latlng: 'abc' }, 'latlng'],
    ['latlng out of range', attractionSchema, { ...attraction, latlng: '123.1,121.4' }, 'latlng'],
    ['latlng with one number', attractionSchema, { ...attraction, latlng: '23.1236' }, 'latlng'],
    ['11 images', attractionSchema, { ...attraction, images: images(11) }, 'images'],
    ['empty image src', attractionSchema, { ...attraction, images: [{ src: '' }] }, 'images.0.src'],
    ['googleScore above 5', attractionSchema, { ...attraction, googleScore: 6 }, 'googleScore'],
    [
      'negative num_reviews',
      attractionSchema,
      { ...attraction, tripadvisor: { rating: 4, num_reviews: -1 } },
      'tripadvisor.num_reviews',
    ],
    [
      'categories not numeric',
      attractionSchema,
      { ...attraction, categories: '11,food' },
      'categories',
    ],
    ['zipcode of two digits', attractionSchema, { ...attraction, zipcode: 96 }, 'zipcode'],
    ['zipcode as text', attractionSchema, { ...attraction, zipcode: '961' }, 'zipcode'],
    ['id zero', attractionSchema, { ...attraction, id: 0 }, 'id'],
    ['id as text', attractionSchema, { ...attraction, id: '101' }, 'id'],
    [
      'eight weekday lines',
      attractionSchema,
      { ...attraction, opentimeGoogle: Array(8).fill('Monday') },
      'opentimeGoogle',
    ],
    [
      'unknown translation',
      attractionSchema,
      { ...attraction, translation: 'partial' },
      'translation',
    ],
    ['missing name', attractionSchema, { ...attraction, name: undefined }, 'name'],
    [
      'guide of unknown type',
      attractionSchema,
      { ...attraction, guides: [{ id: 1, title: 'x', type: 'map' }] },
      'guides.0.type',
    ],
    ['shop with 11 images', shopSchema, { ...shop, images: images(11) }, 'images'],
    [
      'signature feature without name',
      shopSchema,
      { ...shop, signature_features: [{ id: 1, name: '' }] },
      'signature_features.0.name',
    ],
    [
      'payment tag with text value',
      shopSchema,
      { ...shop, themes: { payment: [{ title: 'Pay', value: 'x' }] } },
      'themes.payment.0.value',
    ],
    ['shop coupon without id', shopSchema, { ...shop, coupons: [{ name: 'x' }] }, 'coupons.0.id'],
    ['shop zipcode', shopSchema, { ...shop, zipcode: 1000 }, 'zipcode'],
  ])('%s', (_name, schema, value, path) => {
    expect(issuePaths(schema, value)).toContain(path);
  });

  it('reports a malformed latlng once, not also as out of range', () => {
    expect(issuePaths(attractionSchema, { ...attraction, latlng: 'abc' })).toEqual(['latlng']);
  });
});
