import { act, cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LazyImage } from './LazyImage';

type Entry = {
  target: Element;
  isIntersecting: boolean;
  boundingClientRect: { width: number; height: number };
};
type Callback = (entries: Entry[]) => void;
const box = (width: number, height: number) => ({ width, height });
const observed = vi.hoisted(() => ({
  callback: undefined as Callback | undefined,
  targets: [] as Element[],
}));

beforeEach(() => {
  vi.useFakeTimers();
  observed.targets = [];
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: Callback) {
        observed.callback = callback;
      }
      observe(target: Element) {
        observed.targets.push(target);
      }
      unobserve() {}
      disconnect() {}
    },
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('LazyImage (requirements §9 lazy images)', () => {
  it('reserves its box and starts loading 125 ms after coming near the screen', () => {
    const { container } = render(<LazyImage src="https://example.org/a.jpg" alt="Cape" />);
    const box = container.querySelector('.lazy-image') as HTMLElement;
    // The ratio by its class (content.css): the page's policy refuses style attributes.
    expect(box.classList.contains('lazy-image--4x3')).toBe(true);
    expect(box.hasAttribute('style')).toBe(false);
    expect(container.querySelector('img')).toBeNull();
    act(() =>
      observed.callback?.([
        { target: box, isIntersecting: true, boundingClientRect: { width: 96, height: 96 } },
      ]),
    );
    act(() => vi.advanceTimersByTime(124));
    expect(container.querySelector('img')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(container.querySelector('img')?.getAttribute('src')).toBe('https://example.org/a.jpg');
  });

  it('does not defer a box under 40 px, seen or not', () => {
    const { container } = render(<LazyImage src="https://example.org/d.jpg" alt="" />);
    const target = container.querySelector('.lazy-image') as HTMLElement;
    act(() =>
      observed.callback?.([{ target, isIntersecting: false, boundingClientRect: box(32, 32) }]),
    );
    expect(container.querySelector('img')).not.toBeNull();
  });

  it('loads at once when asked to be eager', () => {
    const { container } = render(<LazyImage src="https://example.org/b.jpg" alt="" eager />);
    expect(container.querySelector('img')).not.toBeNull();
  });

  it('leaves a named placeholder when the picture fails', () => {
    const { container, getByRole } = render(
      <LazyImage src="https://example.org/c.jpg" alt="Bay" eager />,
    );
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(getByRole('img', { name: 'Bay' }).className).toContain('lazy-image--failed');
  });
});
