import { existsSync } from 'node:fs';
import path from 'node:path';
import { ADMIN_BASE_PATH } from '@ecg/domain/admin-api-paths';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { servedAtOwnAddress, setBuildCacheControl } from '../pwa';

/** The console's page, built by vite.admin.config.ts into the app's folder under admin/. */
export const ADMIN_PAGE = 'admin.html';
export const consoleRootOf = (webRoot: string) => path.join(webRoot, 'admin');

/**
 * The operator console's page and chunks at /admin/ (docs/architecture.md, Operator console). Its
 * API routes under /admin/api are more specific and win; anything else under /admin/ is a file of
 * the build or a 404. The page is revalidated every time; hashed chunks are immutable. No cache but
 * the browser's keeps them: the visitors' service worker's scope is /pwa/.
 */
export async function registerConsolePage(app: FastifyInstance, webRoot: string): Promise<void> {
  const root = consoleRootOf(webRoot);
  app.get(ADMIN_BASE_PATH.replace(/\/$/, ''), (_request, reply) => reply.redirect(ADMIN_BASE_PATH));
  if (!existsSync(path.join(root, ADMIN_PAGE))) {
    app.log.warn(`No built console in ${root}: run "npm run build" to serve ${ADMIN_BASE_PATH}`);
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: ADMIN_BASE_PATH,
    index: ADMIN_PAGE,
    wildcard: true,
    // The visitors' app registered the plugin first; its reply decorators serve both.
    decorateReply: false,
    allowedPath: servedAtOwnAddress,
    cacheControl: false,
    setHeaders: setBuildCacheControl,
  });
}
