import { QueryClientProvider } from '@/lib/query';
import { act, cleanup, render } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import zhTw from '@/locales/zh-tw.json';
import { loadContentStrings, startI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';
import { AppRoutes } from './router';

const metaOf = (name: 'description' | 'keywords') =>
  document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;

/** Goes to a page and waits until its screen (a lazy chunk) has set the page's description. */
async function visit(hash: string, description: string) {
  act(() => {
    window.location.hash = hash;
    // As a browser does on a hash change (happy-dom does not): the router follows popstate.
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
  // A turn of the event loop at a time (the bound only catches a hang: a screen's first chunk
  // import is slow on a busy machine).
  for (let turn = 0; turn < 3000 && metaOf('description') !== description; turn += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
  }
  expect(metaOf('description'), `${hash}: ${document.body.textContent?.slice(0, 300)}`).toBe(
    description,
  );
}

beforeAll(async () => {
  // The server has nothing: a list answers an empty page and any other call fails (a screen
  // then shows its error state). The meta is the page's own, not its data's.
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(input instanceof Request ? input.url : String(input), 'http://app/');
      const body = url.searchParams.has('page')
        ? { success: true, data: { items: [], total: 0, page: 1, pageSize: 10 } }
        : { success: false };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  // The visitor declines to share their position (Nearby then sorts from the default one).
  const refuse = (_ok: unknown, fail: (error: { code: number; message: string }) => void) =>
    fail({ code: 1, message: 'denied' });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: refuse, watchPosition: refuse, clearWatch: () => undefined },
  });
  window.location.hash = '#/zh-tw/';
  await startI18n('zh-tw');
  await loadContentStrings();
});

afterAll(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('each page describes itself (requirements §2)', () => {
  it('sets its own description and keywords in zh-tw as the visitor moves between pages', async () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AppRoutes />
      </QueryClientProvider>,
    );
    const pages = [
      ['#/zh-tw/', zhTw.page.description],
      ['#/zh-tw/search/attractions/', zhTw.page.lists.attractions],
      ['#/zh-tw/search/events/', zhTw.page.lists.events],
      ['#/zh-tw/search/nearby/attractions', zhTw.page.nearby],
      ['#/zh-tw/live-camera/', zhTw.page.live],
      ['#/zh-tw/service/', zhTw.page.service],
      ['#/zh-tw/', zhTw.page.description],
    ] as const;
    for (const [hash, description] of pages) {
      await visit(hash, description);
      // A zh-tw page names keywords too: its title's, then the site's.
      expect(metaOf('keywords')?.split(','), hash).toEqual(
        expect.arrayContaining(zhTw.page.keywords.split(',')),
      );
      if (hash.includes('live-camera')) {
        expect(metaOf('keywords')).toBe(`${zhTw.nav.live},${zhTw.page.keywords}`);
      }
    }
    expect(new Set(pages.map(([, description]) => description)).size).toBe(pages.length - 1);
  }, 60_000);
});
