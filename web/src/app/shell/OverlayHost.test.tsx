import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, Route, Router, Routes } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OverlayHost } from './OverlayHost';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key }),
}));
// The contents are lazy chunks of their own; the frame and its back link are what is tested.
vi.mock('@/features/overlays/overlay-contents', () => ({
  OVERLAY_CONTENTS: new Proxy({}, { get: () => () => null }),
}));

function start(entry: string) {
  const history = createMemoryHistory({ initialEntries: [entry] });
  render(
    <Router history={history}>
      <Routes>
        <Route path="/:lang/*" element={<OverlayHost lang="en" />} />
      </Routes>
    </Router>,
  );
  return history;
}

const backHref = async () =>
  (await screen.findByRole('link', { name: 'overlay.back', hidden: true })).getAttribute('href');
const go = async (router: ReturnType<typeof start>, to: string) => {
  act(() => router.push(to));
};

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

describe('OverlayHost back link (requirements §2)', () => {
  it('goes to the overlay list on a deep link', async () => {
    start('/en/?attraction=5');
    expect(await backHref()).toBe('/en/search/attractions/');
  });

  it('goes back to where the overlay was opened, filters and all', async () => {
    const router = start('/en/search/attractions/?q=beach');
    await go(router, '/en/search/attractions/?q=beach&attraction=5');
    expect(await backHref()).toBe('/en/search/attractions/?q=beach');
  });

  it('keeps the back URL while the gallery opens over the overlay', async () => {
    const router = start('/en/');
    await go(router, '/en/?tour=3');
    await go(router, '/en/?tour=3&gid=tour-3&pid=2');
    expect(await backHref()).toBe('/en/');
  });

  it('returns from a tour stop to the tour', async () => {
    const router = start('/en/');
    await go(router, '/en/?tour=3');
    await go(router, '/en/?attraction=8');
    expect(await backHref()).toBe('/en/?tour=3');
  });

  it('prefers a static-page URL stored in the browser', async () => {
    window.localStorage.setItem('ecg.back.static', '/en/?static=transport&type=travel');
    start('/en/?event=4');
    expect(await backHref()).toBe('/en/?static=transport&type=travel');
  });

  it('loads no frame until an address names an overlay, then keeps it inert off-screen', async () => {
    const router = start('/en/search/');
    expect(document.querySelector('.overlay')).toBeNull();
    await go(router, '/en/search/?event=4');
    await screen.findByRole('link', { name: 'overlay.back', hidden: true });
    await go(router, '/en/search/');
    const frame = document.querySelector('.overlay');
    expect(frame?.classList.contains('overlay--open')).toBe(false);
    expect(frame?.hasAttribute('inert')).toBe(true);
  });
});

describe('OverlayHost Back: in history when that is where it leads', () => {
  const back = async () => screen.findByRole('link', { name: 'overlay.back', hidden: true });
  const where = (router: ReturnType<typeof start>) =>
    `${router.read().location.pathname}${router.read().location.search}`;

  it('steps back to the page the overlay was opened from, adding no entry', async () => {
    const router = start('/en/guide');
    await go(router, '/en/');
    await go(router, '/en/?tour=3');
    await act(async () => fireEvent.click(await back()));
    expect(where(router)).toBe('/en/');
    expect(router.read().action).toBe('POP');
    // One more step back leaves home for the guide: the tour is not reopened.
    act(() => router.go(-1));
    expect(where(router)).toBe('/en/guide');
  });

  it('steps back over an open picture to the page the overlay came from', async () => {
    const router = start('/en/');
    await go(router, '/en/?tour=3');
    await go(router, '/en/?tour=3&gid=tour-3&pid=2');
    await act(async () => fireEvent.click(await back()));
    expect(where(router)).toBe('/en/');
    expect(router.read().action).toBe('POP');
  });

  it('replaces a shared link with the overlay list', async () => {
    const router = start('/en/?tour=3');
    await act(async () => fireEvent.click(await back()));
    expect(where(router)).toBe('/en/search/tours/category/all');
    expect(router.read().action).toBe('REPLACE');
  });

  it('closes with Escape, but leaves Escape to a dialog over it', async () => {
    const router = start('/en/');
    await go(router, '/en/?event=4');
    await back();
    const dialog = document.body.appendChild(document.createElement('dialog'));
    dialog.setAttribute('open', '');
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(where(router)).toBe('/en/?event=4');
    dialog.remove();
    await act(async () => fireEvent.keyDown(document, { key: 'Escape' }));
    expect(where(router)).toBe('/en/');
  });
});
