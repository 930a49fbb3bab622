import PhotoSwipe, { type PhotoSwipeOptions, type SlideData } from 'photoswipe';
import { GALLERY, GALLERY_CYCLE_MIN_PHOTOS } from '@ecg/domain/rules/gallery';
import type { GalleryImage } from '@/components/gallery/gallery-registry';
import { announcePosition, failedPicture, labelSlides, syncZoomButton } from './viewer-dom';

/** The data carries no picture sizes; most pictures are 640×480, others are corrected once loaded. */
export const ASSUMED_SIZE = { width: 640, height: 480 } as const;

/** Everything the viewer says, in the visitor's language. */
export interface ViewerTexts {
  viewer: string;
  close: string;
  zoom: string;
  previous: string;
  next: string;
  failed: string;
  failedLink: string;
  /** Role descriptions of the picture strip and of one picture in it. */
  carousel: string;
  slide: string;
  position: (index: number, count: number) => string;
}

export interface ViewerEvents {
  /** The visitor moved to another picture (from 0). */
  onChange: (index: number) => void;
  /** The visitor closed the viewer (button, Escape, swipe); the closing animation starts. */
  onClose: () => void;
  /** The viewer is gone from the page. */
  onDestroy: () => void;
}

export function slidesOf(images: readonly GalleryImage[], texts: ViewerTexts): SlideData[] {
  return images.map((image, index) => ({
    src: image.src,
    ...ASSUMED_SIZE,
    alt: image.title ?? texts.position(index + 1, images.length),
  }));
}

/** PhotoSwipe's options for requirements §9: 333 ms, spacing 0.12, zoom up to 1.33, cycling from 3 photos. */
export function viewerOptions(
  slides: SlideData[],
  index: number,
  texts: ViewerTexts,
  reducedMotion: boolean,
): PhotoSwipeOptions {
  return {
    dataSource: slides,
    index,
    // A full black backdrop: the page behind would otherwise show through a failed picture's text.
    bgOpacity: 1,
    showAnimationDuration: GALLERY.animationMs,
    hideAnimationDuration: GALLERY.animationMs,
    // The carousel's pictures are cropped, so there is no thumbnail to zoom out of.
    showHideAnimationType: reducedMotion ? 'none' : 'fade',
    spacing: GALLERY.slideSpacing,
    maxZoomLevel: GALLERY.maxZoom,
    loop: slides.length >= GALLERY_CYCLE_MIN_PHOTOS,
    returnFocus: true,
    trapFocus: true,
    closeTitle: texts.close,
    zoomTitle: texts.zoom,
    arrowPrevTitle: texts.previous,
    arrowNextTitle: texts.next,
    errorMsg: texts.failed,
    mainClass: 'gallery-viewer',
  };
}

/** A picture of another shape than assumed gets its real size, so it is not stretched. */
function fitLoadedPicture(
  pswp: PhotoSwipe,
  slides: SlideData[],
  index: number,
  image: HTMLImageElement,
) {
  const slide = slides[index];
  const { naturalWidth: width, naturalHeight: height } = image;
  if (!slide || !width || !height || (slide.width === width && slide.height === height)) return;
  slide.width = width;
  slide.height = height;
  if (!pswp.isDestroying) pswp.refreshSlideContent(index);
}

/** Opens PhotoSwipe on one picture of a set. */
export function openViewer(
  images: readonly GalleryImage[],
  index: number,
  texts: ViewerTexts,
  events: ViewerEvents,
  reducedMotion: boolean,
): PhotoSwipe {
  const slides = slidesOf(images, texts);
  const pswp = new PhotoSwipe(viewerOptions(slides, index, texts, reducedMotion));
  let observer: MutationObserver | undefined;

  pswp.on('uiRegister', () => {
    pswp.element?.setAttribute('aria-modal', 'true');
    pswp.element?.setAttribute('aria-label', texts.viewer);
    pswp.scrollWrap?.setAttribute('aria-roledescription', texts.carousel);
    pswp.scrollWrap?.setAttribute('aria-label', texts.viewer);
  });
  pswp.on('afterInit', () => {
    labelSlides(pswp, texts);
    announcePosition(pswp, texts);
    if (!pswp.container) return;
    observer = new MutationObserver(() => labelSlides(pswp, texts));
    observer.observe(pswp.container, {
      attributes: true,
      attributeFilter: ['aria-hidden'],
      childList: true,
      subtree: true,
    });
  });
  pswp.addFilter('contentErrorElement', (_element, content) =>
    failedPicture(typeof content.data.src === 'string' ? content.data.src : undefined, texts),
  );
  pswp.on('contentLoadImage', ({ content }) => {
    const image = content.element;
    if (!(image instanceof HTMLImageElement)) return;
    image.addEventListener('load', () => fitLoadedPicture(pswp, slides, content.index, image), {
      once: true,
    });
  });
  pswp.on('loadComplete', ({ slide }) => {
    if (slide === pswp.currSlide) syncZoomButton(pswp);
  });
  pswp.on('change', () => {
    labelSlides(pswp, texts);
    announcePosition(pswp, texts);
    syncZoomButton(pswp);
    events.onChange(pswp.currIndex);
  });
  pswp.on('close', () => events.onClose());
  pswp.on('destroy', () => {
    observer?.disconnect();
    events.onDestroy();
  });
  pswp.init();
  return pswp;
}

/**
 * Closes without the visitor asking (the address changed, the screen went away). PhotoSwipe
 * ignores close() and destroy() while it opens, so the viewer is then taken down at once.
 */
export function dismissViewer(pswp: PhotoSwipe, animated: boolean): void {
  if (pswp.isDestroying) return;
  if (animated && pswp.opener.isOpen) {
    pswp.close();
    return;
  }
  pswp.isDestroying = true;
  pswp.destroy();
}
