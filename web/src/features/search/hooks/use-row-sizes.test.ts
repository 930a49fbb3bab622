import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowSizer } from './use-row-sizes';

/** A ResizeObserver that records what it watches, and reports when the test says so. */
class FakeObserver {
  static last: FakeObserver;
  readonly calls: string[] = [];
  constructor(readonly report: ResizeObserverCallback) {
    FakeObserver.last = this;
  }
  observe(row: Element) {
    this.calls.push(`observe ${(row as HTMLElement).dataset.index}`);
  }
  unobserve(row: Element) {
    this.calls.push(`unobserve ${(row as HTMLElement).dataset.index}`);
  }
  disconnect() {
    this.calls.push('disconnect');
  }
  size(row: Element, blockSize: number) {
    const entry = { target: row, borderBoxSize: [{ blockSize, inlineSize: 358 }] };
    this.report([entry as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
}

const rowAt = (index: number) => {
  const row = document.createElement('li');
  row.dataset.index = String(index);
  document.body.append(row);
  return row;
};

afterEach(() => document.body.replaceChildren());

describe('rowSizer (rows keyed by slot, measured as drawn: WCAG 1.4.4)', () => {
  it('tells the list each row size by the index the row holds when it is measured', () => {
    const resize = vi.fn();
    const sizer = rowSizer(resize, FakeObserver as unknown as typeof ResizeObserver);
    const row = rowAt(3);
    sizer.observe(row);
    FakeObserver.last.size(row, 250);
    expect(resize).toHaveBeenLastCalledWith(3, 250);
  });

  it('observes a slot afresh once it holds another index, and only then', () => {
    const sizer = rowSizer(vi.fn(), FakeObserver as unknown as typeof ResizeObserver);
    const row = rowAt(3);
    sizer.observe(row);
    // The list renders again (a page came): the same row, the same index.
    sizer.observe(row);
    // The slot is reused for the row 67 coming in at the bottom, maybe as tall as row 3:
    // only a fresh observation reports its size.
    row.dataset.index = '67';
    sizer.observe(row);
    sizer.observe(null);
    expect(FakeObserver.last.calls).toEqual([
      'unobserve 3',
      'observe 3',
      'unobserve 67',
      'observe 67',
    ]);
  });

  it('lets go of a row React removed, whose size is no row size', () => {
    const resize = vi.fn();
    const sizer = rowSizer(resize, FakeObserver as unknown as typeof ResizeObserver);
    const row = rowAt(5);
    sizer.observe(row);
    row.remove();
    FakeObserver.last.size(row, 0);
    expect(resize).not.toHaveBeenCalled();
    expect(FakeObserver.last.calls.at(-1)).toBe('unobserve 5');
    // Drawn again later in the same slot, it is observed again.
    document.body.append(row);
    sizer.observe(row);
    expect(FakeObserver.last.calls.at(-1)).toBe('observe 5');
  });

  it('does nothing where the browser has no ResizeObserver', () => {
    const sizer = rowSizer(vi.fn(), undefined);
    expect(() => sizer.observe(rowAt(0))).not.toThrow();
  });
});
