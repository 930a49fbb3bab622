import { describe, expect, it } from 'vitest';
import { parseTaipei } from '../rules/datetime';
import { formIssuesOf } from './forms';
import { foundItemQuerySchema, lostReportSchema } from './lost-property';

const now = parseTaipei('2026-11-26 09:00');
const schema = lostReportSchema(() => now);
const good = {
  category: 'wallet',
  description: 'A brown leather wallet',
  placeLost: 'Sanxiantai car park',
  lostOn: '2026-11-26',
  contact: { name: 'Lin', email: 'lin@example.tw' },
  website: '',
};

const issuesOf = (sent: unknown) => {
  const result = schema.safeParse(sent);
  return result.success ? [] : formIssuesOf(result.error, sent);
};

describe('lostReportSchema', () => {
  it('takes a good report', () => {
    expect(issuesOf(good)).toEqual([]);
    expect(issuesOf({ ...good, lostOn: '2026-10-01' })).toEqual([]);
  });

  it.each([
    ['another category', { category: 'car' }, { field: 'category', rule: 'choice' }],
    [
      'a short description',
      { description: 'bag' },
      { field: 'description', rule: 'tooShort', limit: 5 },
    ],
    ['no place', { placeLost: ' ' }, { field: 'placeLost', rule: 'required' }],
    ['no day', { lostOn: undefined }, { field: 'lostOn', rule: 'required' }],
    ['a day not written as one', { lostOn: '26/11/2026' }, { field: 'lostOn', rule: 'date' }],
    ['a day not on the calendar', { lostOn: '2026-02-30' }, { field: 'lostOn', rule: 'date' }],
    ['tomorrow', { lostOn: '2026-11-27' }, { field: 'lostOn', rule: 'futureDate' }],
    ['no contact', { contact: undefined }, { field: 'contact', rule: 'required' }],
    [
      'a contact without a way back',
      { contact: { name: 'Lin', email: '' } },
      { field: 'contact.email', rule: 'emailOrPhone' },
    ],
    [
      'a bad email',
      { contact: { name: 'Lin', email: 'lin@' } },
      { field: 'contact.email', rule: 'email' },
    ],
    ['a filled honeypot', { website: 'x' }, { field: 'website', rule: 'tooLong', limit: 0 }],
  ])('refuses %s', (_name, change, issue) => {
    expect(issuesOf({ ...good, ...change })).toEqual([issue]);
  });
});

describe('foundItemQuerySchema', () => {
  it('reads the query text, paged by default', () => {
    expect(foundItemQuerySchema.parse({ place: ' 三仙台 ', from: '2026-11-01' })).toEqual({
      place: '三仙台',
      from: '2026-11-01',
      page: 1,
      pageSize: 20,
    });
  });

  it.each([
    [{ from: '2026-11-30', to: '2026-11-01' }, 'from'],
    [{ to: '2026-13-01' }, 'to'],
    [{ pageSize: '500' }, 'pageSize'],
  ])('refuses %j at %s', (query, field) => {
    const result = foundItemQuerySchema.safeParse(query);
    expect(!result.success && result.error.issues[0]?.path.join('.')).toBe(field);
  });
});
