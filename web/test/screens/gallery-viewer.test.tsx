import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it, onTestFinished, vi } from 'vitest';
import contentJa from '@/locales/content/ja.json';
import ja from '@/locales/ja.json';
import { openApp } from './app-screen';

/*
 * The photo viewer (requirements §2, §4, §8) opened on a page in Japanese says everything in
 * Japanese: its name, its buttons, which picture is shown, and that a picture failed, with its
 * link. viewer-setup.test.ts holds which word goes where; e2e/gallery.spec.ts holds the viewer
 * in a browser, in zh-tw.
 */

const words = contentJa.gallery;
const position = (index: number, count: number) =>
  words.position.replace('{{index}}', String(index)).replace('{{count}}', String(count));

/**
 * happy-dom lays nothing out and has every picture loaded at once: the page gets a phone's
 * width, which PhotoSwipe waits for before it loads a picture, and each picture is still
 * loading, as on a phone with no signal until the picture fails.
 */
function loadPicturesAsAPhone(): void {
  const loading = vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(false);
  const page = document.documentElement;
  Object.defineProperty(page, 'clientWidth', { configurable: true, value: 390 });
  onTestFinished(() => {
    loading.mockRestore();
    delete (page as { clientWidth?: number }).clientWidth;
  });
}

it('opened on a page in Japanese, the photo viewer speaks Japanese', async () => {
  loadPicturesAsAPhone();
  // Attraction 1 has two pictures.
  await openApp('/ja/?attraction=1&gid=attraction-1&pid=1');
  const viewer = await screen.findByRole('dialog', { name: words.viewer });
  for (const name of [words.close, words.zoom, words.previous, words.next]) {
    within(viewer).getByRole('button', { name });
  }
  const shown = await within(viewer).findByRole('group', { name: position(1, 2) });
  expect(shown.getAttribute('aria-roledescription')).toBe(ja.carousel.slide);
  expect(viewer.querySelector('[aria-live="polite"]')?.textContent).toBe(position(1, 2));

  // The picture shown fails, as a browser with no signal says it.
  const picture = await waitFor(() => {
    const found = shown.querySelector('img.pswp__img');
    expect(found).not.toBeNull();
    return found!;
  });
  fireEvent.error(picture);
  await within(shown).findByText(words.failed);
  within(shown).getByRole('link', { name: words.failedLink });
});
