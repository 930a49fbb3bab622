import { z } from 'zod';

/**
 * The member token as sent: any non-empty text of sane length. A token of the wrong form is
 * answered as a wrong token (401), not as a refused field, so its form tells nothing. Apart from
 * members.ts so that the contracts members.ts gathers (reviews.ts) can take it without a cycle.
 */
export const memberTokenSchema = z
  .string({ error: 'token must be a text' })
  .min(1, { error: 'token must not be empty' })
  .max(200, { error: 'token must be at most 200 characters' });
