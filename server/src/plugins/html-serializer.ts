import { contentHtmlSchema } from '@ecg/domain/contracts';
import type { FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sanitizeContent } from '../content/sanitize';

type Clean = (value: unknown) => unknown;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What cleans an answer of a schema: sanitizes each field that is `contentHtmlSchema`, walking
 * objects, arrays, optional and nullable wrappers and unions; undefined where the schema holds
 * no content HTML, so answers without it are not walked at all. Built once per route.
 */
export function cleanerOf(schema: z.ZodType): Clean | undefined {
  if (schema === contentHtmlSchema) {
    return (value) => (typeof value === 'string' ? sanitizeContent(value) : value);
  }
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable) {
    return cleanerOf(schema.unwrap() as z.ZodType);
  }
  if (schema instanceof z.ZodDefault) return cleanerOf(schema.def.innerType as z.ZodType);
  if (schema instanceof z.ZodArray) {
    const element = cleanerOf(schema.element as z.ZodType);
    return element && ((value) => (Array.isArray(value) ? value.map(element) : value));
  }
  if (schema instanceof z.ZodUnion) {
    const options = (schema.options as z.ZodType[]).flatMap((option) => cleanerOf(option) ?? []);
    // Each cleaner touches only the fields its option has, so applying all of them is safe.
    return options.length === 0
      ? undefined
      : (value) => options.reduce((v, clean) => clean(v), value);
  }
  if (schema instanceof z.ZodObject) {
    const fields = Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(
      ([key, field]) => {
        const clean = cleanerOf(field);
        return clean ? [[key, clean] as const] : [];
      },
    );
    if (fields.length === 0) return undefined;
    return (value) => {
      if (!isRecord(value)) return value;
      const copy = { ...value };
      for (const [key, clean] of fields) if (copy[key] !== undefined) copy[key] = clean(copy[key]);
      return copy;
    };
  }
  return undefined;
}

/**
 * The answers' serializer: the shared contracts' check and encoding, after content HTML has been
 * sanitized. It was sanitized when it was stored too; this is the one place every answer passes,
 * so HTML that reached the store some other way (an editor, a migration) is clean when served.
 */
export function registerHtmlSanitizingSerializer(app: FastifyInstance): void {
  app.setSerializerCompiler((route) => {
    const serialize = serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);
    const clean = cleanerOf(route.schema as z.ZodType);
    return clean ? (data) => serialize(clean(data)) : serialize;
  });
}
