import * as z from 'zod/v4';

/*
 * `zod` in the browser, configured before any schema is built. zod compiles its object parsers
 * with `new Function` where it may, and probes for that as its first object schema is built.
 * Our pages forbid eval (no 'unsafe-eval' in their Content-Security-Policy,
 * server/src/plugins/security-headers.ts), so the probe is refused and the browser reports a
 * violation on every load. Parsing without eval is fast enough for our answers. An alias of
 * `zod` (vite.config.ts, vite.admin.config.ts) rather than a call in an entry: a chunk of
 * schemas that the entry imports runs before the entry's own code does.
 */
z.config({ jitless: true });

export * from 'zod/v4';
export { z, z as default };
