import { dehydrate, QueryClientProvider, type DehydratedState } from '@/lib/query';
import { renderToString } from 'react-dom/server';
import { pageTitle } from '@ecg/domain/rules/page-meta';
import type { ContentLang } from '@ecg/domain/rules/language';
import { fetchHomeContent } from '@/features/home/api/home-queries';
import { sendThrough } from '@/lib/api/send';
import { appI18n, htmlLangOf, startI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { homeRoute } from './home-ahead';
import { MemoryRouter } from '@/lib/router';
import { AppRouteTable, Home } from './router';

/** A home as the server sends it in its page: the markup, and the answers it shows. */
export interface HomeAhead {
  html: string;
  state: DehydratedState;
  htmlLang: string;
  /** The document's title, as the home names it once running (lib/page-meta.ts). */
  title: string;
}

/**
 * The home of a content language rendered ahead, on the server (docs/performance.md, The home
 * rendered ahead): its content asked of the server's own answers, the page rendered whole (the
 * lazy home chunk awaited), and the answers carried beside it so the app hydrates the same
 * markup without asking again. A call that fails fails the render: the server then sends the
 * page without a home, which the app draws itself.
 */
export async function renderHomeAhead(
  lang: ContentLang,
  fetchAnswer: typeof fetch,
): Promise<HomeAhead> {
  sendThrough(fetchAnswer);
  const client = createQueryClient();
  await fetchHomeContent(client, lang);
  await Home.preload();
  await startI18n(lang);
  // All it shows is in (its answers, chunk and strings): rendered in one pass, no part waits.
  const html = renderToString(
    <QueryClientProvider client={client}>
      {/* Links written as the app's hash router writes them: the page hydrates as rendered. */}
      <MemoryRouter initialEntries={[homeRoute(lang)]} hashHrefs>
        <AppRouteTable />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // A part still waiting is sent as its fallback, to be drawn by the app: not the page it was.
  if (/<!--\$[?!]-->/.test(html)) throw new Error(`A part of the ${lang} home was not ready`);
  const state = dehydrate(client);
  client.clear();
  return {
    html,
    state,
    htmlLang: htmlLangOf[lang],
    title: pageTitle(undefined, appI18n.t('app.title')),
  };
}
