import { describe, expect, it } from 'vitest';
import { formIssuesOf } from './forms';
import { repairLookupSchema, repairReportInputSchema } from './repair';

const PNG_PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';
const good = {
  category: 'walkway',
  place: { lat: 23.1236, lng: 121.4113, name: 'Sanxiantai bridge' },
  description: 'Two boards of the bridge are loose.',
  photos: [PNG_PIXEL],
  website: '',
};

const issuesOf = (sent: unknown) => {
  const result = repairReportInputSchema.safeParse(sent);
  return result.success ? [] : formIssuesOf(result.error, sent);
};

describe('repairReportInputSchema', () => {
  it('takes a good report, its photos defaulting to none', () => {
    expect(issuesOf(good)).toEqual([]);
    expect(repairReportInputSchema.parse({ ...good, photos: undefined }).photos).toEqual([]);
  });

  it.each([
    ['a text place alone', { place: { name: 'the third pavilion' } }],
    ['a point alone', { place: { lat: 22.66, lng: 121.49 } }],
    ['a contact', { contact: { name: 'Lin', phone: '0912345678' } }],
    ['a report to add to', { addTo: 'r-2611-0001' }],
    ['3 photos', { photos: [PNG_PIXEL, PNG_PIXEL, PNG_PIXEL] }],
  ])('takes %s', (_name, change) => {
    expect(issuesOf({ ...good, ...change })).toEqual([]);
  });

  it.each([
    ['no category', { category: undefined }, { field: 'category', rule: 'required' }],
    ['another category', { category: 'pothole' }, { field: 'category', rule: 'choice' }],
    ['no place', { place: undefined }, { field: 'place', rule: 'required' }],
    ['an empty place', { place: { name: ' ' } }, { field: 'place', rule: 'required' }],
    ['a lat alone', { place: { lat: 23.1 } }, { field: 'place', rule: 'required' }],
    ['Taipei', { place: { lat: 25.033, lng: 121.5654 } }, { field: 'place', rule: 'outsideArea' }],
    [
      'a lat off the globe',
      { place: { lat: 91, lng: 121 } },
      { field: 'place.lat', rule: 'tooHigh', limit: 90 },
    ],
    [
      'a long place name',
      { place: { name: 'x'.repeat(201) } },
      { field: 'place.name', rule: 'tooLong', limit: 200 },
    ],
    ['no description', { description: '' }, { field: 'description', rule: 'required' }],
    [
      'a short description',
      { description: 'loose' },
      { field: 'description', rule: 'tooShort', limit: 10 },
    ],
    [
      'a long description',
      { description: 'x'.repeat(2001) },
      { field: 'description', rule: 'tooLong', limit: 2000 },
    ],
    [
      '4 photos',
      { photos: [PNG_PIXEL, PNG_PIXEL, PNG_PIXEL, PNG_PIXEL] },
      { field: 'photos', rule: 'tooMany', limit: 3 },
    ],
    [
      'a GIF',
      { photos: ['data:image/gif;base64,R0lGODlhAQABAAAAACw='] },
      { field: 'photos.0', rule: 'image' },
    ],
    ['a text', { photos: [PNG_PIXEL, 'hello'] }, { field: 'photos.1', rule: 'image' }],
    [
      'a photo over 2 MB',
      { photos: [`data:image/jpeg;base64,${'A'.repeat(2_796_208)}`] },
      { field: 'photos.0', rule: 'tooLarge' },
    ],
    [
      'a contact without a way back',
      { contact: { name: 'Lin' } },
      { field: 'contact.email', rule: 'emailOrPhone' },
    ],
    ['a bad number to add to', { addTo: '2611-1' }, { field: 'addTo', rule: 'format' }],
    [
      'a filled honeypot',
      { website: 'http://spam' },
      { field: 'website', rule: 'tooLong', limit: 0 },
    ],
  ])('refuses %s', (_name, change, issue) => {
    expect(issuesOf({ ...good, ...change })).toEqual([issue]);
  });
});

describe('repairLookupSchema', () => {
  it.each([
    [{ number: 'R-2611-0001', secret: 'abcdefABCDEF0123456789' }, true],
    [{ number: ' r-2611-0001 ', secret: 'abcdef' }, true],
    [{ number: 'R-2611-0001' }, false],
    [{ number: 'R-2611', secret: 'abcdefABCDEF' }, false],
    [{ number: 'R-2611-0001', secret: 'a b c d e f' }, false],
  ])('%j is %s', (lookup, valid) => {
    expect(repairLookupSchema.safeParse(lookup).success).toBe(valid);
  });
});
