import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PWA_BASE_PATH } from '@ecg/domain/routes';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';
import { taipeiDayNumber } from '@ecg/domain/rules/taipei-offset';
import type { FastifyInstance } from 'fastify';
import { weakEtagOf } from '../../plugins/conditional-get';
import { encodeForms, formToSend, type KeptForms } from '../../plugins/encoded-forms';
import { homePage, type RenderedHome } from './home-page';
import { homeAssets, type BuildManifest } from './page-assets';
import { ownAnswers } from './own-answers';

/** The web's module that renders a home (web/vite.render.config.ts, web/src/app/render-ahead.tsx). */
interface RenderModule {
  renderHomeAhead(lang: ContentLang, fetchAnswer: typeof fetch): Promise<RenderedHome>;
}

export interface HomeAheadOptions {
  webRoot: string;
  now: () => number;
}

/** Where each language's home is asked for: zh-tw's at the app's base, the others' below it. */
export const homeAddress = (lang: ContentLang): string =>
  lang === 'zh-tw' ? PWA_BASE_PATH : `${PWA_BASE_PATH}${lang}/`;

declare module 'fastify' {
  interface FastifyInstance {
    /** Settles when the homes' first render (begun when the server is ready) has ended. */
    homesRenderedAhead?: () => Promise<void>;
  }
}

/**
 * A language's page as rendered on a Taipei day, in the forms it is sent in (encoded once, as a
 * kept answer is: docs/performance.md, Encoded answers); none when its render failed that day.
 */
interface KeptPage {
  day: number;
  page: KeptForms | undefined;
}

async function keptPage(page: string): Promise<KeptForms> {
  const plain = Buffer.from(page);
  return {
    forms: await encodeForms(plain),
    etag: weakEtagOf(plain),
    contentType: 'text/html; charset=utf-8',
  };
}

/**
 * The app's page with the home of its address rendered ahead (docs/performance.md, The home
 * rendered ahead), for each content language. Rendered when the server is ready, from its own
 * answers (content changes only with a seed, at start-up), and again on the first request of a
 * new Taipei day, since what the home shows of events ends at midnight. Until a language's page
 * is rendered, or when rendering fails, its address gets the app's plain page, which the app
 * draws itself: a visitor waits for no rendering.
 */
export async function registerHomeAhead(
  app: FastifyInstance,
  { webRoot, now }: HomeAheadOptions,
): Promise<void> {
  const files = {
    template: path.join(webRoot, 'index.html'),
    manifest: path.join(webRoot, '.vite', 'manifest.json'),
    render: path.join(webRoot, '.render', 'render-ahead.js'),
  };
  if (!Object.values(files).every((file) => existsSync(file))) return;
  const template = readFileSync(files.template, 'utf8');
  const manifest = JSON.parse(readFileSync(files.manifest, 'utf8')) as BuildManifest;
  // What the page loads by itself: its scripts and links, not the names its data blocks list.
  const namedInPage = template.replace(/<script type="application\/json"[\s\S]*?<\/script>/g, '');
  const kept = new Map<ContentLang, KeptPage>();

  const renderAll = async () => {
    const module = (await import(pathToFileURL(files.render).href)) as RenderModule;
    for (const lang of CONTENT_LANGS) {
      const day = taipeiDayNumber(now());
      try {
        const home = await module.renderHomeAhead(lang, ownAnswers(app));
        const assets = homeAssets(manifest, lang, namedInPage);
        const page = homePage(template, PWA_BASE_PATH, lang, home, assets);
        kept.set(lang, { day, page: await keptPage(page) });
      } catch (error) {
        // Not tried again before the next day: a failing render costs no visitor's request.
        kept.set(lang, { day, page: undefined });
        app.log.warn({ err: error }, `The ${lang} home was not rendered ahead`);
      }
    }
  };
  let rendering: Promise<void> | undefined;
  const refresh = () => {
    rendering ??= renderAll().finally(() => {
      rendering = undefined;
    });
    return rendering;
  };
  // Not awaited: the server's own answers are asked through inject, which waits for it to be ready.
  app.addHook('onReady', async () => {
    void refresh();
  });
  app.decorate('homesRenderedAhead', async () => {
    await rendering;
  });
  // A render under way finishes before the server closes, so it asks nothing of a closed one.
  app.addHook('onClose', async () => {
    await rendering;
  });

  for (const lang of CONTENT_LANGS) {
    app.get(homeAddress(lang), (request, reply) => {
      const today = taipeiDayNumber(now());
      const page = kept.get(lang);
      if (page?.day !== today) void refresh();
      reply.header('cache-control', 'no-cache');
      if (page?.day !== today || page.page === undefined) return reply.sendFile('index.html');
      return reply.send(formToSend(request, reply, page.page));
    });
  }
}
