import type { z } from 'zod';

/**
 * A reader of one kind of upstream document: the document as its schema types it, or an error
 * naming what was expected and the first field that is not (docs/live-data.md): a feed logs it
 * and keeps its last good answer.
 */
export const documentReader =
  <T>(schema: z.ZodType<T>, what: string) =>
  (raw: unknown): T => {
    const parsed = schema.safeParse(raw);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    throw new Error(`not ${what}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  };
