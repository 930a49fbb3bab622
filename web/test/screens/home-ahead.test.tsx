import { hydrate, QueryClientProvider } from '@/lib/query';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTENT_LANGS } from '@ecg/domain/rules/language';
import { homeRoute } from '@/app/home-ahead';
import { renderHomeAhead } from '@/app/render-ahead';
import { AppRoutes, Home } from '@/app/router';
import { createQueryClient } from '@/lib/query-client';
import './app-screen';

/*
 * The home rendered ahead (docs/performance.md, The home rendered ahead), as the server renders
 * it from its answers, hydrated by the app as the page would be: the same markup, so React takes
 * it over as it is, with no mismatch said and nothing drawn anew. e2e/home-ahead.spec.ts sees the
 * page's first paint before any script, and the other addresses that must not show it.
 */

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.getElementById('root')?.remove();
});

describe('a home rendered ahead', () => {
  it.each(CONTENT_LANGS)('in %s, hydrates as the server rendered it', async (lang) => {
    const ahead = await renderHomeAhead(lang, (input, init) => fetch(input, init));
    window.location.hash = `#${homeRoute(lang)}`;
    const container = document.createElement('div');
    container.id = 'root';
    // React puts what the render asks to preload first: the server moves it to the head.
    container.innerHTML = ahead.html.replace(/^(<link [^>]*>)+/, '');
    document.body.append(container);
    const heading = container.querySelector('.home h1');
    const firstSlide = container.querySelector('.hero .carousel__slide a');
    expect(heading).not.toBeNull();
    expect(firstSlide?.getAttribute('href')).toMatch(new RegExp(`^#/${lang}/\\?attraction=`));

    const client = createQueryClient();
    hydrate(client, ahead.state);
    await Home.preload();
    const said = vi.spyOn(console, 'error');
    const recovered: unknown[] = [];
    act(() => {
      root = hydrateRoot(
        container,
        <QueryClientProvider client={client}>
          <AppRoutes />
        </QueryClientProvider>,
        { onRecoverableError: (error) => recovered.push(error) },
      );
    });
    // Hydrated: the home's effects have run (it names the document).
    await waitFor(() => expect(document.title).not.toBe(''));
    expect(
      said.mock.calls.filter((call) => /hydrat|did(n't| not) match/i.test(String(call[0]))),
    ).toEqual([]);
    expect(recovered).toEqual([]);
    expect(container.querySelector('.home h1')).toBe(heading);
    expect(container.querySelector('.hero .carousel__slide a')).toBe(firstSlide);
    said.mockRestore();
  });
});
