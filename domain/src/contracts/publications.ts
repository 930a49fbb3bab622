import { z } from 'zod';
import { contentIdSchema, imageSchema } from './common';
import { coercedNumber, idParam } from './coerce';
import {
  contactSchema,
  formRule,
  honeypotSchema,
  optionalVisitorText,
  visitorText,
  writeReceiptSchema,
} from './forms';

/*
 * Printed publications a visitor may ask to be posted (requirements §7
 * publication-apply-information, apply-publication): which of the publications we list may be
 * asked for, and the request with the address to post it to.
 */

/** No publication is posted in more copies than this to one request, whatever its own limit. */
export const COPIES_MAX = 50;

/**
 * A posted request's address is kept this long after it is posted (to answer "it never came"),
 * then blanked.
 */
export const PUBLICATION_ADDRESS_KEPT_DAYS = 90;

export const requestablePublicationSchema = z.object({
  id: contentIdSchema,
  title: z.string().min(1),
  summary: z.string(),
  image: imageSchema.nullable(),
  /** The most copies one request may ask. */
  copyLimit: z.int().positive(),
});
export type RequestablePublication = z.infer<typeof requestablePublicationSchema>;

export const publicationApplyInformationSchema = z.object({
  items: z.array(requestablePublicationSchema),
  addressKeptDays: z.int().positive(),
});
export type PublicationApplyInformation = z.infer<typeof publicationApplyInformationSchema>;

export const DESTINATIONS = ['taiwan', 'abroad'] as const;

/** Taiwan's postcodes: three digits, or the 3+2 and 3+3 forms Chunghwa Post prints. */
const TAIWAN_POSTCODE = /^\d{3}(\d{2}|\d{3})?$/;
/** Elsewhere, the letters, digits, spaces and hyphens postcodes are written with. */
const OTHER_POSTCODE = /^[A-Za-z0-9][A-Za-z0-9 -]{1,11}$/;

/** Where to post it: in Taiwan, or abroad with the country written out. */
export const postalAddressSchema = z
  .object({
    destination: z.enum(DESTINATIONS, { error: 'destination must be taiwan or abroad' }),
    recipient: visitorText('recipient', 60),
    line1: visitorText('line1', 120),
    line2: optionalVisitorText('line2', 120),
    postcode: visitorText('postcode', 12),
    country: optionalVisitorText('country', 60),
  })
  .superRefine((address, context) => {
    const taiwan = address.destination === 'taiwan';
    if (!(taiwan ? TAIWAN_POSTCODE : OTHER_POSTCODE).test(address.postcode)) {
      context.addIssue({
        code: 'custom',
        path: ['postcode'],
        ...formRule(
          'format',
          taiwan
            ? 'postcode must be a Taiwanese postcode of 3, 5 or 6 digits'
            : 'postcode must be 2 to 12 letters, digits, spaces or hyphens',
        ),
      });
    }
    if (!taiwan && address.country === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['country'],
        ...formRule('required', 'country is required for an address abroad'),
      });
    }
  });
export type PostalAddress = z.infer<typeof postalAddressSchema>;

const copiesSchema = (max: number) =>
  coercedNumber(
    (n) =>
      n
        .int({ error: 'copies must be a whole number' })
        .min(1, { error: 'copies must be at least 1' })
        .max(max, { error: `copies must be at most ${max}` }),
    'copies',
  );

export const publicationRequestInputSchema = z.object({
  publication: idParam('publication'),
  copies: copiesSchema(COPIES_MAX),
  address: postalAddressSchema,
  contact: contactSchema,
  website: honeypotSchema,
});

/** The same as the form checks it for one publication: no more copies than it allows. */
export const publicationRequestFor = (copyLimit: number) =>
  publicationRequestInputSchema.extend({ copies: copiesSchema(Math.min(copyLimit, COPIES_MAX)) });
export type PublicationRequestInput = z.infer<typeof publicationRequestInputSchema>;

export const publicationReceiptSchema = writeReceiptSchema;
