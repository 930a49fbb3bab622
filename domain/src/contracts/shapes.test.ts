import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  addCollectionAnswerSchema,
  attractionSchema,
  envelope,
  errorEnvelopeSchema,
  favouritesCollectionSchema,
  listPageSchema,
  noticeSchema,
  tourAdaptationAnswerSchema,
} from './index';
import { attraction, favourite, issuePaths, notice } from './samples.test-data';

const favourites = { 'attraction-101': favourite };
const page = { items: [notice], total: 21, page: 3, pageSize: 10 };
const noticePage = listPageSchema(noticeSchema);
const attractionAnswer = envelope(attractionSchema);
const trip = {
  id: 9,
  name: 'My coast',
  tourId: 7,
  days: [[{ id: 101, type: 'attraction', name: 'Qingshui Cliff' }]],
  createdAt: 1_760_000_000_000,
  updatedAt: 1_760_000_000_000,
};

describe('envelopes, pages and favourites: valid samples parse', () => {
  it.each<[string, z.ZodType, unknown]>([
    ['envelope', attractionAnswer, { success: true, data: attraction }],
    ['envelope of a list', envelope(z.array(noticeSchema)), { success: false, data: [] }],
    ['error envelope', errorEnvelopeSchema, { success: false, message: 'id must be positive' }],
    ['list page', noticePage, page],
    ['empty list', noticePage, { items: [], total: 0, page: 1, pageSize: 20 }],
    ['favourites', favouritesCollectionSchema, favourites],
    ['no favourites', favouritesCollectionSchema, {}],
    ['saved favourites answer', addCollectionAnswerSchema, { success: true, data: favourites }],
    [
      'failed favourites answer',
      addCollectionAnswerSchema,
      { success: false, data: 'token expired' },
    ],
    [
      'tour adaptation failure',
      tourAdaptationAnswerSchema,
      { success: false, msg: '行程名稱重複' },
    ],
    ['tour adaptation success', tourAdaptationAnswerSchema, { success: true, data: trip, msg: '' }],
  ])('%s', (_name, schema, value) => {
    expect(issuePaths(schema, value)).toEqual([]);
  });
});

describe('envelopes, pages and favourites: each constraint names its field', () => {
  it.each<[string, z.ZodType, unknown, string]>([
    ['envelope without success', attractionAnswer, { data: attraction }, 'success'],
    [
      'bad entity inside an envelope',
      attractionAnswer,
      { success: true, data: { ...attraction, latlng: 'x' } },
      'data.latlng',
    ],
    [
      'error envelope with success',
      errorEnvelopeSchema,
      { success: true, message: 'x' },
      'success',
    ],
    [
      'error envelope without message',
      errorEnvelopeSchema,
      { success: false, message: '' },
      'message',
    ],
    ['page 0', noticePage, { ...page, page: 0 }, 'page'],
    ['pageSize 101', noticePage, { ...page, pageSize: 101 }, 'pageSize'],
    ['negative total', noticePage, { ...page, total: -1 }, 'total'],
    [
      'more items than pageSize',
      noticePage,
      { ...page, pageSize: 1, items: [notice, notice] },
      'items',
    ],
    [
      'bad item on a page',
      noticePage,
      { ...page, items: [{ ...notice, type: 3 }] },
      'items.0.type',
    ],
    ['favourite under another key', favouritesCollectionSchema, { a: favourite }, 'a.pid'],
    ['failed save without text', addCollectionAnswerSchema, { success: false, data: {} }, 'data'],
    [
      'saved answer with a bad map',
      addCollectionAnswerSchema,
      { success: true, data: { a: favourite } },
      'data.a.pid',
    ],
    ['adaptation msg as a number', tourAdaptationAnswerSchema, { success: false, msg: 3 }, 'msg'],
    [
      'adaptation without its trip',
      tourAdaptationAnswerSchema,
      { success: true, data: { id: 9 }, msg: '' },
      'data.name',
    ],
  ])('%s', (_name, schema, value, path) => {
    expect(issuePaths(schema, value)).toContain(path);
  });
});
