import { describe, expect, it } from 'vitest';
import { announcePosition, failedPicture } from './viewer-dom';
import { ASSUMED_SIZE, slidesOf, viewerOptions, type ViewerTexts } from './viewer-setup';

const TEXTS: ViewerTexts = {
  viewer: 'Photo viewer',
  close: 'Close',
  zoom: 'Zoom in or out',
  previous: 'Previous picture',
  next: 'Next picture',
  failed: 'The image could not be loaded.',
  failedLink: 'Open the image in a new tab',
  carousel: 'carousel',
  slide: 'slide',
  position: (index, count) => `Picture ${index} of ${count}`,
};

const images = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ src: `https://example.org/${index + 1}.jpg` }));

describe('slidesOf', () => {
  it('starts every picture at 640×480 and names it by its title or its place', () => {
    expect(slidesOf([{ src: 'a.jpg', title: 'Harbour' }, { src: 'b.jpg' }], TEXTS)).toEqual([
      { src: 'a.jpg', ...ASSUMED_SIZE, alt: 'Harbour' },
      { src: 'b.jpg', width: 640, height: 480, alt: 'Picture 2 of 2' },
    ]);
  });
});

describe('viewerOptions (requirements §9)', () => {
  it('animates for 333 ms, spaces slides by 0.12 and zooms up to 1.33', () => {
    const options = viewerOptions(slidesOf(images(3), TEXTS), 1, TEXTS, false);
    expect(options).toMatchObject({
      index: 1,
      showAnimationDuration: 333,
      hideAnimationDuration: 333,
      spacing: 0.12,
      maxZoomLevel: 1.33,
      returnFocus: true,
      trapFocus: true,
    });
  });

  it.each([
    [1, false],
    [2, false],
    [3, true],
    [8, true],
  ])('with %i photos cycles: %s', (count, loop) => {
    expect(viewerOptions(slidesOf(images(count), TEXTS), 0, TEXTS, false).loop).toBe(loop);
  });

  it("names PhotoSwipe's buttons and error in the visitor's language", () => {
    expect(viewerOptions([], 0, TEXTS, false)).toMatchObject({
      closeTitle: 'Close',
      zoomTitle: 'Zoom in or out',
      arrowPrevTitle: 'Previous picture',
      arrowNextTitle: 'Next picture',
      errorMsg: 'The image could not be loaded.',
    });
  });

  it('does not animate for visitors who ask for less motion', () => {
    expect(viewerOptions([], 0, TEXTS, true).showHideAnimationType).toBe('none');
    expect(viewerOptions([], 0, TEXTS, false).showHideAnimationType).toBe('fade');
  });
});

describe('failedPicture (requirements §8)', () => {
  it('says the image could not be loaded and links to it in a new tab', () => {
    const element = failedPicture('https://example.org/1.jpg', TEXTS);
    expect(element.querySelector('p')?.textContent).toBe('The image could not be loaded.');
    const link = element.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.org/1.jpg');
    expect(link?.target).toBe('_blank');
    expect(link?.rel).toBe('noopener noreferrer');
    expect(link?.textContent).toBe('Open the image in a new tab');
  });

  it('has no link when there is no address to link to', () => {
    expect(failedPicture(undefined, TEXTS).querySelector('a')).toBeNull();
  });
});

describe('announcePosition', () => {
  it("says the picture's place in a polite live region, the counter only seen", () => {
    const element = document.createElement('div');
    element.innerHTML = '<div class="pswp__counter">1 / 2</div>';
    const viewer = { element, currIndex: 0, getNumItems: () => 2 };
    announcePosition(viewer, TEXTS);
    viewer.currIndex = 1;
    announcePosition(viewer, TEXTS);
    const regions = element.querySelectorAll('[aria-live="polite"]');
    expect(regions).toHaveLength(1);
    expect(regions[0]?.textContent).toBe('Picture 2 of 2');
    expect(element.querySelector('.pswp__counter')?.getAttribute('aria-hidden')).toBe('true');
  });
});
