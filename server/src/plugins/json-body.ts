import type { FastifyInstance } from 'fastify';
import { BadRequestError } from './errors';

/**
 * Request bodies are small: an id, a form of a few fields, a favourites collection. A larger
 * body answers 413 before it is read whole.
 */
export const BODY_LIMIT_BYTES = 256 * 1024;

/** No call nests deeper than a favourites collection (4 levels); 32 leaves room and no risk. */
export const JSON_DEPTH_MAX = 32;

/**
 * How deeply a JSON text nests, counted without parsing it, so a body nested thousands deep is
 * refused before anything (the parser, a cache key, a log line) recurses through it.
 */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // a backslash escapes the next character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      if (++depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth--;
  }
  return false;
}

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * JSON bodies: Fastify's own parser (which refuses __proto__ and constructor keys), behind a
 * depth limit. An empty body with a JSON content type is no body: requirements §7's client posts some
 * calls that way with their id in the query.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: BODY_LIMIT_BYTES },
    (request, body, done) => {
      const text = body as string;
      if (text.trim() === '') return done(null, undefined);
      if (jsonDepthExceeds(text, JSON_DEPTH_MAX)) {
        return done(new BadRequestError(`body: nested deeper than ${JSON_DEPTH_MAX} levels`));
      }
      parse(request, text, (error, value) => {
        if (!error) return done(null, value);
        // Fastify's parser says the same for both; JSON that parses was refused for a key.
        const poisoned = parsesAsJson(text);
        done(
          new BadRequestError(
            poisoned
              ? 'body: __proto__ and constructor are not allowed as keys'
              : 'body: not valid JSON',
          ),
        );
      });
    },
  );
}
