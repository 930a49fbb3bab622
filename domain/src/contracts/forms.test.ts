import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contactSchema, formIssuesOf, formRule, referenceSchema, visitorText } from './forms';

const form = z.object({
  title: visitorText('title', 5),
  count: z.int().min(1).max(3),
  tags: z.array(z.string()).max(2),
  kind: z.enum(['a', 'b']),
  mail: z.email(),
  link: z.url(),
  day: z.string().refine((text) => text > '2026', formRule('pastDate', 'day is past')),
  plain: z.string().refine((text) => text !== 'x', 'no x'),
});
const good = {
  title: 'ok',
  count: 2,
  tags: [],
  kind: 'a',
  mail: 'a@b.tw',
  link: 'https://a.tw',
  day: '2027',
  plain: '',
};

describe('formIssuesOf', () => {
  it.each([
    [{ title: undefined }, 'title', { rule: 'required' }],
    [{ title: '  ' }, 'title', { rule: 'required' }],
    [{ title: 5 }, 'title', { rule: 'format' }],
    [{ title: 'longer' }, 'title', { rule: 'tooLong', limit: 5 }],
    [{ count: 0 }, 'count', { rule: 'tooLow', limit: 1 }],
    [{ count: 4 }, 'count', { rule: 'tooHigh', limit: 3 }],
    [{ count: 2.5 }, 'count', { rule: 'wholeNumber' }],
    [{ count: undefined }, 'count', { rule: 'required' }],
    [{ tags: ['a', 'b', 'c'] }, 'tags', { rule: 'tooMany', limit: 2 }],
    [{ kind: 'c' }, 'kind', { rule: 'choice' }],
    [{ mail: 'nobody' }, 'mail', { rule: 'email' }],
    [{ link: 'nowhere' }, 'link', { rule: 'url' }],
    [{ link: '' }, 'link', { rule: 'required' }],
    [{ day: '2020' }, 'day', { rule: 'pastDate' }],
    [{ plain: 'x' }, 'plain', { rule: 'invalid' }],
  ])('%j breaks %s: %j', (change, field, rule) => {
    const sent = { ...good, ...change };
    const result = form.safeParse(sent);
    expect(result.success).toBe(false);
    if (!result.success) expect(formIssuesOf(result.error, sent)).toEqual([{ field, ...rule }]);
  });
});

describe('contactSchema', () => {
  it.each([
    [{ name: 'Lin', email: 'lin@example.tw' }, true],
    [{ name: 'Lin', phone: '+886 3-832-1234' }, true],
    [{ name: 'Lin', email: '', phone: '0912345678' }, true],
    [{ name: 'Lin', email: '', phone: '' }, false],
    [{ name: 'Lin', phone: '12-34' }, false],
    [{ name: '', email: 'lin@example.tw' }, false],
  ])('%j is %s', (contact, valid) => {
    expect(contactSchema.safeParse(contact).success).toBe(valid);
  });

  it('says an email or a phone is needed at the email field', () => {
    const sent = { name: 'Lin' };
    const result = contactSchema.safeParse(sent);
    expect(!result.success && formIssuesOf(result.error, sent)).toEqual([
      { field: 'email', rule: 'emailOrPhone' },
    ]);
  });
});

describe('referenceSchema', () => {
  it.each([
    ['R-2611-0042', 'R-2611-0042'],
    [' r-2611-0042 ', 'R-2611-0042'],
  ])('reads %j', (text, reference) => {
    expect(referenceSchema.parse(text)).toBe(reference);
  });
  it.each(['2611-0042', 'R-26-0042', 'RR-2611-0042'])('refuses %j', (text) => {
    expect(referenceSchema.safeParse(text).success).toBe(false);
  });
});
