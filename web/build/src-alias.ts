import { fileURLToPath } from 'node:url';

/**
 * `@/…` names a file of web/src from anywhere in the web (eslint-rules/import-zones.js says
 * when): the build, the console's build and the unit tests resolve it alike, as web/tsconfig.json
 * does for the type check.
 */
export const SRC_ALIAS = {
  find: /^@\//,
  replacement: fileURLToPath(new URL('../src/', import.meta.url)),
};

/** zod without its probe for eval, which the pages' policy refuses and reports. */
const ZOD_WITHOUT_EVAL = {
  find: /^zod$/,
  replacement: fileURLToPath(new URL('zod-without-eval.ts', import.meta.url)),
};

/** The aliases of every build of the web: the app's, the console's and the render ahead. */
export const WEB_ALIASES = [SRC_ALIAS, ZOD_WITHOUT_EVAL];
