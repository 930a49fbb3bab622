import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { batchDraftSchema, contactSchema, formIssuesOf } from '@ecg/domain/contracts';
import { signInRequestSchema } from '@ecg/domain/contracts/admin';
import { publishNoticeRequestSchema } from '@ecg/domain/contracts/admin-notices';
import { issueMessage } from './issue-message';

/** Each field's first message of a failed check, as the form shows it: its key and values. */
function messagesOf(schema: z.ZodType, sent: unknown) {
  const result = schema.safeParse(sent);
  if (result.success) return {};
  const messages: Record<string, ReturnType<typeof issueMessage>> = {};
  for (const issue of formIssuesOf(result.error, sent))
    messages[issue.field] ??= issueMessage(issue);
  return messages;
}

const batch = { offeringId: 1, date: '2026-11-23', time: '10:00', durationMinutes: 60 };
const say = (key: string, values = {}) => ({ key: `form.rule.${key}`, values });

describe('the one issue \u2192 message mapping, for the visitors\u2019 forms and the console\u2019s', () => {
  it.each([
    [
      'sign-in, empty',
      signInRequestSchema,
      { email: '', password: '' },
      {
        email: say('required'),
        password: say('required'),
      },
    ],
    [
      'sign-in, not an email',
      signInRequestSchema,
      { email: 'mei', password: 'x' },
      {
        email: say('email'),
      },
    ],
    ['sign-in, left out', signInRequestSchema, { password: 'x' }, { email: say('required') }],
    [
      'batch, no places',
      batchDraftSchema,
      { ...batch, capacity: 0 },
      {
        capacity: say('tooLow', { limit: 1 }),
      },
    ],
    [
      'batch, too many',
      batchDraftSchema,
      { ...batch, capacity: 1001 },
      {
        capacity: say('tooHigh', { limit: 1000 }),
      },
    ],
    [
      'batch, a fraction',
      batchDraftSchema,
      { ...batch, capacity: 2.5 },
      {
        capacity: say('wholeNumber'),
      },
    ],
    [
      'batch, left empty',
      batchDraftSchema,
      { ...batch, capacity: undefined },
      {
        capacity: say('required'),
      },
    ],
    ['contact, no way to answer', contactSchema, { name: 'Lin' }, { email: say('emailOrPhone') }],
    [
      'contact, a short phone',
      contactSchema,
      { name: 'Lin', phone: '12-34' },
      {
        phone: say('phone'),
      },
    ],
  ])('%s', (_name, schema, sent, messages) => {
    expect(messagesOf(schema, sent)).toEqual(messages);
  });

  it('names each field of a notice, inside its languages and links', () => {
    const sent = {
      type: 1,
      title: { 'zh-tw': '標題', en: 'x'.repeat(201), ja: '' },
      content: { 'zh-tw': '內文\u0000', en: 'Text', ja: '本文' },
      link: [{ name: { 'zh-tw': '連結', en: 'Link', ja: 'リンク' }, url: 'http://a.tw' }],
    };
    expect(messagesOf(publishNoticeRequestSchema, sent)).toEqual({
      'title.en': say('tooLong', { limit: 200 }),
      'title.ja': say('required'),
      'content.zh-tw': say('characters'),
      'link.0.url': say('url'),
    });
  });

  it('says the form\u2019s own message where it gives one (a store\u2019s reason)', () => {
    expect(issueMessage({ field: 'time', rule: 'invalid', key: 'refusals.duplicate' })).toEqual({
      key: 'refusals.duplicate',
      values: {},
    });
  });
});
