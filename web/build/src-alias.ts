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
