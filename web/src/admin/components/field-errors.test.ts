import { publishNoticeRequestSchema } from '@ecg/domain/contracts/admin-notices';
import { signInRequestSchema } from '@ecg/domain/contracts/admin';
import { batchDraftSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { issuesByField, serverFieldErrors } from './field-errors';

const errorsOf = (result: { success: boolean; error?: unknown }) =>
  issuesByField(result.error as Parameters<typeof issuesByField>[0]);

describe('issuesByField', () => {
  it.each([
    [
      { email: '', password: '' },
      { email: 'errors.required', password: 'errors.required' },
    ],
    [{ email: 'mei', password: 'x' }, { email: 'errors.email' }],
    [{ password: 'x' }, { email: 'errors.required' }],
  ])('sign-in %j', (input, keys) => {
    const errors = errorsOf(signInRequestSchema.safeParse(input));
    expect(Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, e.key]))).toEqual(
      keys,
    );
  });

  it('names each field of a notice, with the rule in the operator\u2019s words', () => {
    const errors = errorsOf(
      publishNoticeRequestSchema.safeParse({
        type: 1,
        title: { 'zh-tw': '標題', en: 'x'.repeat(201), ja: '' },
        content: { 'zh-tw': '內文', en: 'Text', ja: '本文' },
        link: [{ name: { 'zh-tw': '連結', en: 'Link', ja: 'リンク' }, url: 'http://a.tw' }],
      }),
    );
    expect(errors).toEqual({
      'title.en': { key: 'errors.tooLong', values: { max: 200 } },
      'title.ja': { key: 'errors.required' },
      'link.0.url': { key: 'errors.url' },
    });
  });

  it('says a title with a control character or a bidi override is refused for its characters', () => {
    const errors = errorsOf(
      publishNoticeRequestSchema.safeParse({
        type: 1,
        title: { 'zh-tw': '標題\u0000', en: 'Title\u202E', ja: 'タイトル' },
        content: { 'zh-tw': '第一行\n第二行', en: 'Text', ja: '本文' },
        link: [],
      }),
    );
    expect(errors).toEqual({
      'title.zh-tw': { key: 'errors.characters' },
      'title.en': { key: 'errors.characters' },
    });
  });

  it.each([
    [0, { key: 'errors.tooLow', values: { min: 1 } }],
    [1001, { key: 'errors.tooHigh', values: { max: 1000 } }],
    [2.5, { key: 'errors.wholeNumber' }],
    [undefined, { key: 'errors.required' }],
  ])('says a capacity of %s is out of its bounds, not missing', (capacity, error) => {
    const draft = { offeringId: 1, date: '2026-11-23', time: '10:00', durationMinutes: 60 };
    expect(errorsOf(batchDraftSchema.safeParse({ ...draft, capacity }))).toEqual({
      capacity: error,
    });
  });
});

describe('serverFieldErrors', () => {
  it('marks each field a 400 named', () => {
    expect(serverFieldErrors(['content.en'])).toEqual({ 'content.en': { key: 'errors.invalid' } });
  });

  it('says the store\u2019s reason where the refusal gives one', () => {
    expect(serverFieldErrors(['time'], 'duplicate')).toEqual({
      time: { key: 'refusals.duplicate' },
    });
  });
});
