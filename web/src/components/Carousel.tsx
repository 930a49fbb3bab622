import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '@/lib/i18n';

export interface CarouselProps<T> {
  items: readonly T[];
  renderSlide: (item: T, index: number) => ReactNode;
  /** Autoplay delay: 8000 ms on detail pages, 3000 ms on the home carousel (requirements §9). */
  delayMs: number;
  /** The carousel's name for screen readers. */
  label: string;
  className?: string;
}

/**
 * Under a dialog (every dialog of the app is modal: the map panel, a sheet) the carousel is
 * unseen: turning it there would only load images and draw frames under the dialog, the work
 * that made the map panel's long tasks (docs/performance.md, bench:web).
 */
function coveredByDialog(element: Element): boolean {
  return [...element.ownerDocument.querySelectorAll('dialog[open]')].some(
    (dialog) => !dialog.contains(element),
  );
}

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/**
 * Slides that snap under the finger. With more than one slide it plays on its own, loops and
 * shows dots (requirements §9); it holds still while a finger, pointer or keyboard focus is on it,
 * while the page is hidden or covered, and for visitors who ask for less motion.
 */
export function Carousel<T>({ items, renderSlide, delayMs, label, className }: CarouselProps<T>) {
  const { t } = useTranslation();
  const trackRef = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const id = useId();
  const several = items.length > 1;

  const goTo = (next: number) => {
    const track = trackRef.current;
    if (!track) return;
    const target = ((next % items.length) + items.length) % items.length;
    track.scrollTo({ left: target * track.clientWidth, behavior: 'smooth' });
    setIndex(target);
  };

  useEffect(() => {
    if (!several || held || prefersReducedMotion()) return undefined;
    const timer = setInterval(() => {
      if (document.visibilityState !== 'visible') return;
      const track = trackRef.current;
      // Under a detail overlay the page is inert and unseen: the slide whose link opened the
      // overlay stays, so the focus can go back to it (not into an inert slide) when it closes.
      if (!track || track.closest('[inert]') || coveredByDialog(track)) return;
      const current = Math.round(track.scrollLeft / Math.max(track.clientWidth, 1));
      const target = (current + 1) % items.length;
      track.scrollTo({ left: target * track.clientWidth, behavior: 'smooth' });
      setIndex(target);
    }, delayMs);
    return () => clearInterval(timer);
  }, [several, held, delayMs, items.length]);

  const onScroll = () => {
    const track = trackRef.current;
    if (!track) return;
    setIndex(Math.round(track.scrollLeft / Math.max(track.clientWidth, 1)));
  };

  return (
    <section
      className={`carousel${className ? ` ${className}` : ''}`}
      aria-roledescription={t('carousel.role')}
      aria-label={label}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
      onTouchStart={() => setHeld(true)}
    >
      <div className="carousel__track" ref={trackRef} onScroll={onScroll} id={id}>
        {items.map((item, slide) => (
          <div
            className="carousel__slide"
            key={slide}
            role="group"
            aria-roledescription={t('carousel.slide')}
            aria-label={t('carousel.position', { index: slide + 1, count: items.length })}
            inert={several && slide !== index ? true : undefined}
          >
            {renderSlide(item, slide)}
          </div>
        ))}
      </div>
      {several ? (
        <div className="carousel__dots">
          {items.map((_, dot) => (
            <button
              type="button"
              key={dot}
              className="carousel__dot"
              aria-controls={id}
              aria-current={dot === index ? 'true' : undefined}
              aria-label={t('carousel.goTo', { index: dot + 1, count: items.length })}
              onClick={() => goTo(dot)}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
