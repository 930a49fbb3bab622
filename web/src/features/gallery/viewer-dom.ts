import type PhotoSwipe from 'photoswipe';
import type { ViewerTexts } from './viewer-setup';

/* Small changes to PhotoSwipe's own markup, for requirements §8 and for screen readers. */

/** requirements §8: the message for a picture that does not load, with a link to the picture itself. */
export function failedPicture(src: string | undefined, texts: ViewerTexts): HTMLElement {
  const box = document.createElement('div');
  box.className = 'pswp__error-msg gallery-failed';
  const message = document.createElement('p');
  message.className = 'gallery-failed__message';
  message.textContent = texts.failed;
  box.append(message);
  if (src) {
    const link = document.createElement('a');
    link.className = 'gallery-failed__link';
    link.href = src;
    link.target = '_blank';
    link.rel = 'noopener noreferrer';
    link.textContent = texts.failedLink;
    box.append(link);
  }
  return box;
}

/**
 * Names PhotoSwipe's slides in the visitor's language, and keeps links in the hidden
 * neighbouring slides out of the tab order (they sit inside aria-hidden holders).
 */
export function labelSlides(pswp: PhotoSwipe, texts: ViewerTexts): void {
  const count = pswp.getNumItems();
  for (const holder of pswp.mainScroll.itemHolders) {
    holder.el.setAttribute('aria-roledescription', texts.slide);
    if (holder.slide)
      holder.el.setAttribute('aria-label', texts.position(holder.slide.index + 1, count));
    const hidden = holder.el.getAttribute('aria-hidden') === 'true';
    holder.el.inert = hidden;
    for (const link of holder.el.querySelectorAll('a')) {
      if (hidden) link.tabIndex = -1;
      else link.removeAttribute('tabindex');
    }
  }
}

/**
 * PhotoSwipe shows its zoom button only for a picture that can zoom, but checks again only
 * when the zoom level changes: a picture that failed (or the next one, of the same size)
 * would keep the last picture's button.
 */
export function syncZoomButton(pswp: PhotoSwipe): void {
  const slide = pswp.currSlide;
  if (!slide || !pswp.element || pswp.opener.isClosing) return;
  const { initial, secondary } = slide.zoomLevels;
  const zoomable = slide.isZoomable() && Math.abs(initial - secondary) >= 0.01;
  pswp.element.classList.toggle('pswp--zoom-allowed', zoomable);
}

/**
 * PhotoSwipe's counter ("1 / 2") changes silently, and reads as "1 slash 2". A polite live
 * region says the picture's place in words each time it changes; the counter itself is only seen.
 */
export function announcePosition(
  pswp: Pick<PhotoSwipe, 'element' | 'currIndex' | 'getNumItems'>,
  texts: ViewerTexts,
): void {
  const viewer = pswp.element;
  if (!viewer) return;
  viewer.querySelector('.pswp__counter')?.setAttribute('aria-hidden', 'true');
  let region = viewer.querySelector<HTMLElement>('.gallery-viewer__position');
  if (!region) {
    region = document.createElement('p');
    region.className = 'gallery-viewer__position visually-hidden';
    region.setAttribute('aria-live', 'polite');
    region.setAttribute('aria-atomic', 'true');
    viewer.append(region);
  }
  region.textContent = texts.position(pswp.currIndex + 1, pswp.getNumItems());
}
