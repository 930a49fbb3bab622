import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({
    t: (key: string, values?: object) => `${key}${values ? JSON.stringify(values) : ''}`,
  }),
}));

const slides = (count: number) => Array.from({ length: count }, (_, index) => `slide ${index + 1}`);

function show(count: number) {
  return render(
    <Carousel
      items={slides(count)}
      delayMs={3000}
      label="Highlights"
      renderSlide={(text) => <p>{text}</p>}
    />,
  );
}

const current = () =>
  screen.getAllByRole('button').findIndex((dot) => dot.getAttribute('aria-current') === 'true');

beforeEach(() => {
  vi.useFakeTimers();
  Element.prototype.scrollTo = vi.fn() as unknown as typeof Element.prototype.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Carousel (requirements §9)', () => {
  it('has no dots and does not play with one slide', () => {
    show(1);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    act(() => vi.advanceTimersByTime(10_000));
    expect(Element.prototype.scrollTo).not.toHaveBeenCalled();
  });

  it('plays at its delay and loops back to the first slide', () => {
    show(3);
    expect(screen.getAllByRole('button')).toHaveLength(3);
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(2999));
    expect(current()).toBe(0);
    act(() => vi.advanceTimersByTime(1));
    expect(current()).toBe(1);
  });

  it('holds still while the pointer is on it', () => {
    const { container } = show(3);
    act(() => {
      container
        .querySelector('.carousel')
        ?.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(9000));
    expect(Element.prototype.scrollTo).not.toHaveBeenCalled();
  });

  it('holds still while an overlay covers the page (inert), keeping the slide that opened it', () => {
    const { container } = show(3);
    container.setAttribute('inert', '');
    act(() => vi.advanceTimersByTime(9000));
    expect(Element.prototype.scrollTo).not.toHaveBeenCalled();
    expect(current()).toBe(0);
  });

  it('holds still under an open dialog (the map panel), and turns again once it closes', () => {
    const { container } = show(3);
    const panel = document.createElement('dialog');
    panel.setAttribute('open', '');
    document.body.append(panel);
    act(() => vi.advanceTimersByTime(9000));
    expect(Element.prototype.scrollTo).not.toHaveBeenCalled();
    panel.remove();
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
    expect(container.querySelector('.carousel')).not.toBeNull();
  });

  it('plays inside a dialog of its own (a gallery in a sheet)', () => {
    const sheet = document.createElement('dialog');
    sheet.setAttribute('open', '');
    document.body.append(sheet);
    render(
      <Carousel
        items={slides(3)}
        delayMs={3000}
        label="Gallery"
        renderSlide={(text) => <p>{text}</p>}
      />,
      { container: sheet },
    );
    act(() => vi.advanceTimersByTime(3000));
    expect(current()).toBe(1);
    sheet.remove();
  });

  it('keeps slides out of view out of the keyboard order', () => {
    const { container } = show(2);
    const groups = container.querySelectorAll('.carousel__slide');
    expect(groups[0]?.hasAttribute('inert')).toBe(false);
    expect(groups[1]?.hasAttribute('inert')).toBe(true);
  });
});
