import { readFileSync } from 'node:fs';
import { z } from 'zod';

/** A JSON file of data/, with or without the byte-order mark some publishers write. */
export const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as T;

/** A data file read and checked against its schema; a bad file stops the seed with its path and the problem. */
export function readValidated<T>(schema: z.ZodType<T>, file: string): T {
  const parsed = schema.safeParse(readJson(file));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}
