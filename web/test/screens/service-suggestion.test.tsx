import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openApp } from './app-screen';

/*
 * The suggestion form and its tracking page in each language: what the form says, the errors at
 * its fields, the number and code asked for and a wrong code refused. End to end
 * (e2e/service-suggestion.spec.ts) keeps, in one language, the fields marked at fault, the
 * suggestion sent, its link copied, its reply followed, and the number and code typed by hand.
 */

// The outbox every form is saved in first (docs/writes.md): happy-dom has no
// IndexedDB, and each test starts with none of another's forms.
/** A name as it begins: a field's goes on to say whether it is required. */
const from = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
const issueOf = (field: string) =>
  document.getElementById(`suggestion-${field}-issue`)?.textContent ?? null;

describe.each([
  {
    lang: 'zh-tw',
    title: '意見與建議',
    topic: '主題',
    topicName: '指標與資訊',
    message: '您的建議',
    send: '送出建議',
    required: '請填寫此欄。',
    emailOrPhone: '請填寫電子郵件或電話其中一項。',
    tooShort: '請至少輸入 10 個字。',
    trackTitle: '查詢建議回覆',
    number: '案件編號',
    code: '驗證碼',
    show: '查看回覆',
    wrong: '編號與驗證碼不相符。',
    kept: '這些資料在我們回覆後保存一年',
  },
  {
    lang: 'en',
    title: 'Suggestions',
    topic: 'Topic',
    topicName: 'Signs and information',
    message: 'Your suggestion',
    send: 'Send suggestion',
    required: 'Please fill this in.',
    emailOrPhone: 'Please give an email address or a phone number.',
    tooShort: 'Please write at least 10 characters.',
    trackTitle: 'Follow your suggestion',
    number: 'Number',
    code: 'Verification code',
    show: 'Show the reply',
    wrong: 'The number and code do not match.',
    kept: 'We keep them for one year after our reply',
  },
])('suggestions in $lang', (l) => {
  it('the form says what it keeps, and at each field what is wrong', async () => {
    await openApp(`/${l.lang}/service/suggestion`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(l.title);
    expect(document.body.textContent).toContain(l.kept);
    const topic = await screen.findByRole('combobox', { name: from(l.topic) });
    await waitFor(() => expect(topic.textContent).toContain(l.topicName));

    // Sent empty: the topic, the message, the name and a way to reply are asked for.
    fireEvent.click(screen.getByRole('button', { name: l.send }));
    await waitFor(() => expect(issueOf('topic')).toBe(l.required));
    expect(issueOf('message')).toBe(l.required);
    expect(issueOf('contact-name')).toBe(l.required);
    expect(issueOf('contact-email')).toBe(l.emailOrPhone);
    expect(document.activeElement).toBe(topic);
    fireEvent.change(screen.getByRole('textbox', { name: from(l.message) }), {
      target: { value: 'Too short' },
    });
    fireEvent.click(screen.getByRole('button', { name: l.send }));
    await waitFor(() => expect(issueOf('message')).toBe(l.tooShort));
  });

  it('the tracking page asks for the number and code, and refuses a wrong code', async () => {
    await openApp(`/${l.lang}/service/suggestion/track`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(l.trackTitle);
    fireEvent.click(await screen.findByRole('button', { name: l.show }));
    await waitFor(() => expect(issueOf('track-number')).toBe(l.required));
    expect(issueOf('track-code')).toBe(l.required);
    fireEvent.change(screen.getByRole('textbox', { name: from(l.number) }), {
      target: { value: 'S-2601-0001' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: from(l.code) }), {
      target: { value: 'AAAA-AAAA-AAAA' },
    });
    fireEvent.click(screen.getByRole('button', { name: l.show }));
    await waitFor(() => expect(issueOf('track-code')).toBe(l.wrong));
  });
});
