import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { formIssuesOf } from './forms';
import {
  postalAddressSchema,
  publicationRequestFor,
  publicationRequestInputSchema,
} from './publications';
import { bookingInputFor, bookingInputSchema, bookingLookupSchema } from './reservations';

/** The issues a form breaks, a field each, as the server and the form both say them. */
function issuesOf(schema: z.ZodType, sent: object) {
  const result = schema.safeParse(sent);
  return result.success ? [] : formIssuesOf(result.error, sent);
}

const booking = {
  batch: 7,
  party: 2,
  language: 'en',
  contact: { name: 'Lin', email: 'lin@example.tw' },
};

describe('bookingInputSchema', () => {
  it('reads a booking, the party as the form sends it, notes left empty', () => {
    expect(bookingInputSchema.parse({ ...booking, party: '3', notes: '  ' })).toEqual({
      ...booking,
      party: 3,
      contact: { name: 'Lin', email: 'lin@example.tw' },
    });
  });

  it.each([
    [{ batch: undefined }, 'batch', { rule: 'required' }],
    [{ batch: -1 }, 'batch', { rule: 'tooLow', limit: 0 }],
    [{ party: '' }, 'party', { rule: 'required' }],
    [{ party: 0 }, 'party', { rule: 'tooLow', limit: 1 }],
    [{ party: 201 }, 'party', { rule: 'tooHigh', limit: 200 }],
    [{ party: 1.5 }, 'party', { rule: 'wholeNumber' }],
    [{ language: 'fr' }, 'language', { rule: 'choice' }],
    [{ contact: { name: '', email: 'lin@example.tw' } }, 'contact.name', { rule: 'required' }],
    [{ contact: { name: 'Lin', email: 'lin' } }, 'contact.email', { rule: 'email' }],
    [{ contact: { name: 'Lin' } }, 'contact.email', { rule: 'emailOrPhone' }],
    [{ notes: 'x'.repeat(501) }, 'notes', { rule: 'tooLong', limit: 500 }],
    [{ website: 'https://spam.example' }, 'website', { rule: 'tooLong', limit: 0 }],
  ])('%j breaks %s', (change, field, rule) => {
    expect(issuesOf(bookingInputSchema, { ...booking, ...change })).toEqual([{ field, ...rule }]);
  });

  it('finds a booking by its number, written any way, and secret', () => {
    expect(bookingLookupSchema.parse({ number: ' b-2611-0001', secret: 'abcdef' })).toEqual({
      number: 'B-2611-0001',
      secret: 'abcdef',
    });
  });
});

const address = {
  destination: 'taiwan',
  recipient: 'Lin',
  line1: 'No. 25, Shimen, Fengbin Township, Hualien County',
  postcode: '97741',
};

describe('postalAddressSchema', () => {
  it.each([
    [address, true],
    [{ ...address, postcode: '977' }, true],
    [{ ...address, postcode: '977041' }, true],
    [{ ...address, postcode: '9774' }, false],
    [{ ...address, postcode: 'SW1A 1AA' }, false],
    [{ ...address, destination: 'abroad', postcode: 'SW1A 1AA', country: 'United Kingdom' }, true],
    [{ ...address, destination: 'abroad', postcode: '100-0001', country: 'Japan' }, true],
    [{ ...address, destination: 'abroad', postcode: 'SW1A 1AA' }, false],
    [{ ...address, destination: 'mars' }, false],
  ])('%j is %s', (sent, valid) => {
    expect(postalAddressSchema.safeParse(sent).success).toBe(valid);
  });
});

const request = {
  publication: 3,
  copies: 2,
  address,
  contact: { name: 'Lin', phone: '0912345678' },
};

describe('publicationRequestInputSchema', () => {
  it.each([
    [{ publication: 'x' }, 'publication', { rule: 'format' }],
    [{ copies: 0 }, 'copies', { rule: 'tooLow', limit: 1 }],
    [{ copies: 51 }, 'copies', { rule: 'tooHigh', limit: 50 }],
    [{ address: { ...address, recipient: '' } }, 'address.recipient', { rule: 'required' }],
    [{ address: { ...address, line1: undefined } }, 'address.line1', { rule: 'required' }],
    [{ address: { ...address, postcode: '12' } }, 'address.postcode', { rule: 'format' }],
    [
      { address: { ...address, destination: 'abroad', postcode: '75001' } },
      'address.country',
      { rule: 'required' },
    ],
    [{ contact: { name: 'Lin', phone: '12' } }, 'contact.phone', { rule: 'phone' }],
  ])('%j breaks %s', (change, field, rule) => {
    expect(issuesOf(publicationRequestInputSchema, { ...request, ...change })).toEqual([
      { field, ...rule },
    ]);
  });
});

describe('the forms for one batch and one publication', () => {
  it.each([
    [3, { rule: 'tooLow', limit: 4 }],
    [7, { rule: 'tooHigh', limit: 6 }],
  ])('a party of %i breaks the batch bounds 4 to 6: %j', (party, rule) => {
    const schema = bookingInputFor(4, 6);
    expect(issuesOf(schema, { ...booking, party })).toEqual([{ field: 'party', ...rule }]);
    expect(schema.safeParse({ ...booking, party: 5 }).success).toBe(true);
  });

  it('asks at most the copies a publication allows', () => {
    expect(issuesOf(publicationRequestFor(3), { ...request, copies: 4 })).toEqual([
      { field: 'copies', rule: 'tooHigh', limit: 3 },
    ]);
  });
});
