import { contactSchema } from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { contactColumns } from '../src/store/writes/contact-columns';

/** A visitor's contact as every form's table keeps it (store/writes/contact-columns.ts). */
describe('contactColumns', () => {
  it.each([
    [
      'an email only',
      { name: 'Lin Mei', email: 'mei@example.tw' },
      { contact_name: 'Lin Mei', contact_email: 'mei@example.tw', contact_phone: null },
    ],
    [
      'a phone only, the email left empty',
      { name: 'Chen', email: '', phone: '0912345678' },
      { contact_name: 'Chen', contact_email: null, contact_phone: '0912345678' },
    ],
    [
      'both',
      { name: 'Wang', email: 'wang@example.tw', phone: '0912345678' },
      { contact_name: 'Wang', contact_email: 'wang@example.tw', contact_phone: '0912345678' },
    ],
  ])('keeps %s, null where none was given', (_name, sent, columns) => {
    expect(contactColumns(contactSchema.parse(sent))).toEqual(columns);
  });
});
