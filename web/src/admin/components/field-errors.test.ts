import { publishNoticeRequestSchema } from '@ecg/domain/contracts/admin-notices';
import { signInRequestSchema } from '@ecg/domain/contracts/admin';
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
});

describe('serverFieldErrors', () => {
  it('marks each field a 400 named', () => {
    expect(serverFieldErrors(['content.en'])).toEqual({ 'content.en': { key: 'errors.invalid' } });
  });
});
