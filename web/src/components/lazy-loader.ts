import { LAZY_IMAGE } from '@ecg/domain/rules/gallery';

/**
 * One observer for every lazy image (requirements §9, lazysizes' settings): images near the screen
 * are started in batches at most every 125 ms, so a fast fling through a long list does not
 * start hundreds of downloads, and boxes under 40 px are not worth deferring. The observer
 * reports each box's size, so watching a new row never forces a layout.
 */
type Start = () => void;

const waiting = new Map<Element, Start>();
const due = new Set<Element>();
let observer: IntersectionObserver | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;

function flush() {
  timer = undefined;
  for (const element of due) startNow(element);
  due.clear();
}

function startNow(element: Element) {
  const start = waiting.get(element);
  if (start) {
    unwatchImage(element);
    start();
  }
}

export function isTooSmallToDefer(box: { width: number; height: number }): boolean {
  return (
    (box.width > 0 && box.width < LAZY_IMAGE.minSize) ||
    (box.height > 0 && box.height < LAZY_IMAGE.minSize)
  );
}

function observerOf(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (isTooSmallToDefer(entry.boundingClientRect)) startNow(entry.target);
        else if (entry.isIntersecting) due.add(entry.target);
        else due.delete(entry.target);
      }
      if (due.size > 0) timer ??= setTimeout(flush, LAZY_IMAGE.throttleMs);
    },
    // Start a screen ahead, so an image is usually there by the time it scrolls in.
    { rootMargin: '100% 50%' },
  );
  return observer;
}

/** Calls `start` once the element comes near the screen; returns the way to stop watching. */
export function watchImage(element: Element, start: Start): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => undefined;
  }
  waiting.set(element, start);
  observerOf().observe(element);
  return () => unwatchImage(element);
}

function unwatchImage(element: Element) {
  waiting.delete(element);
  due.delete(element);
  observer?.unobserve(element);
}
