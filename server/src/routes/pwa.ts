import { existsSync } from 'node:fs';
import path from 'node:path';
import { PWA_BASE_PATH } from '@ecg/domain/routes';
import fastifyStatic, { type SetHeadersResponse } from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** The app's base, one rule with the app's own router and service worker. */
export const PWA_BASE = PWA_BASE_PATH;

/** The build's encoded forms of an asset, sent as they are (`preCompressed`). */
const ENCODED_FORM = /\.(br|gz)$/;

/**
 * Files of a build never served at their own address: source maps (they would hand anyone the
 * app's source and its comments) and the encoded forms, sent only in place of their file.
 */
export const servedAtOwnAddress = (pathName: string): boolean =>
  !pathName.endsWith('.map') && !ENCODED_FORM.test(pathName);

/**
 * A built file's Cache-Control, the app's and the console's alike: hashed assets are immutable;
 * pages, the manifest and the service worker are revalidated every time, so a new version reaches
 * its readers.
 */
export function setBuildCacheControl(res: SetHeadersResponse, filePath: string): void {
  const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  // A form made at build (web/build/precompress.ts) is one of several for its address: a shared
  // cache must keep each by the encoding asked. (@fastify/compress says so of the ones it makes.)
  if (ENCODED_FORM.test(filePath)) res.setHeader('Vary', 'Accept-Encoding');
}

/**
 * The built app under /pwa/. Hashed assets are immutable; the page, manifest and service
 * worker are revalidated every time so a new version reaches visitors.
 */
export async function registerPwa(app: FastifyInstance, webRoot: string): Promise<void> {
  app.get('/', (_request, reply) => reply.redirect(PWA_BASE));
  app.get('/pwa', (_request, reply) => reply.redirect(PWA_BASE));

  if (!existsSync(path.join(webRoot, 'index.html'))) {
    app.log.warn(`No built app in ${webRoot}: run "npm run build" to serve ${PWA_BASE}`);
    return;
  }
  await app.register(fastifyStatic, {
    root: webRoot,
    prefix: PWA_BASE,
    wildcard: true,
    // Source maps are not built for what is served; should one be left in the folder, it stays
    // unserved. The operator console is built into the same folder but served only at /admin/.
    // The build's own records (the chunks' manifest, the module that renders the home ahead)
    // are for the server alone.
    allowedPath: (pathName) =>
      servedAtOwnAddress(pathName) &&
      !pathName.startsWith('/admin/') &&
      !pathName.startsWith('/.vite/') &&
      !pathName.startsWith('/.render/'),
    // Each hashed asset's brotli and gzip forms, made at build, go to a client that takes them
    // (docs/performance.md, Scripts sent compressed); other files are compressed per request.
    preCompressed: true,
    // Our own policy below, not the plugin's blanket max-age=0.
    cacheControl: false,
    setHeaders: setBuildCacheControl,
  });
}
