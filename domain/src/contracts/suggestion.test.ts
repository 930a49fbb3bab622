import { describe, expect, it } from 'vitest';
import { formIssuesOf } from './forms';
import {
  groupedCode,
  suggestionLookupSchema,
  suggestionRequestSchema,
  verificationCodeSchema,
} from './suggestion';

const good = {
  topic: 'signs',
  message: 'The sign at the car park points the wrong way.',
  contact: { name: 'Lin', email: 'lin@example.tw' },
};

describe('suggestionRequestSchema', () => {
  it('takes a suggestion, the place optional', () => {
    expect(suggestionRequestSchema.parse({ ...good, place: '  ' })).toEqual({
      ...good,
      place: undefined,
    });
  });

  it.each([
    [{ topic: undefined }, { field: 'topic', rule: 'required' }],
    [{ topic: '' }, { field: 'topic', rule: 'required' }],
    [{ topic: 'Signs!' }, { field: 'topic', rule: 'choice' }],
    [{ place: 'x'.repeat(121) }, { field: 'place', rule: 'tooLong', limit: 120 }],
    [{ message: '' }, { field: 'message', rule: 'required' }],
    [{ message: '  too short ' }, { field: 'message', rule: 'tooShort', limit: 10 }],
    [{ message: 'x'.repeat(2001) }, { field: 'message', rule: 'tooLong', limit: 2000 }],
    [{ contact: { name: 'Lin' } }, { field: 'contact.email', rule: 'emailOrPhone' }],
    [{ contact: { name: 'Lin', email: 'nobody' } }, { field: 'contact.email', rule: 'email' }],
    [{ contact: { name: 'Lin', phone: '12' } }, { field: 'contact.phone', rule: 'phone' }],
    [{ contact: { email: 'lin@example.tw' } }, { field: 'contact.name', rule: 'required' }],
    [{ website: 'x' }, { field: 'website', rule: 'tooLong', limit: 0 }],
  ])('refuses %j: %j', (change, issue) => {
    const sent = { ...good, ...change };
    const result = suggestionRequestSchema.safeParse(sent);
    expect(result.success).toBe(false);
    if (!result.success) expect(formIssuesOf(result.error, sent)).toEqual([issue]);
  });
});

describe('verificationCodeSchema', () => {
  it.each([
    ['ABCD-EFGH-JKMN', 'ABCDEFGHJKMN'],
    ['abcd efgh jkmn', 'ABCDEFGHJKMN'],
    [' 0123456789AB ', '0123456789AB'],
  ])('reads %j as %s', (text, code) => {
    expect(verificationCodeSchema.parse(text)).toBe(code);
  });

  it.each(['', 'ABCD', 'ABCD-EFGH-JKMNP', 'ABCD-EFGH-JKMU', 'ABCD-EFGH-JKM!'])(
    'refuses %j',
    (text) => {
      expect(verificationCodeSchema.safeParse(text).success).toBe(false);
    },
  );

  it('groups a code by four', () => {
    expect(groupedCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });
});

describe('suggestionLookupSchema', () => {
  it.each([
    [{ code: 'ABCDEFGHJKMN' }, { field: 'number', rule: 'required' }],
    [
      { number: ' ', code: 'ABCDEFGHJKMN' },
      { field: 'number', rule: 'required' },
    ],
    [{ number: 'S-2611-0042' }, { field: 'code', rule: 'required' }],
    [
      { number: 'S2611', code: 'ABCDEFGHJKMN' },
      { field: 'number', rule: 'format' },
    ],
    [
      { number: 'S-2611-0042', code: 'ABC' },
      { field: 'code', rule: 'format' },
    ],
  ])('refuses %j', (sent, issue) => {
    const result = suggestionLookupSchema.safeParse(sent);
    expect(result.success).toBe(false);
    if (!result.success) expect(formIssuesOf(result.error, sent)).toEqual([issue]);
  });
});
