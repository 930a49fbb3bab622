import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rowStop, useRowFocus } from './use-row-focus';

/**
 * Rows as ResultList draws them: a card link, a card with its heart, a row that opens nothing,
 * or one still loading.
 */
type Row = number | { hearted: number } | { telling: number } | { busy: number };
const indexOf = (row: Row) =>
  typeof row === 'number'
    ? row
    : 'hearted' in row
      ? row.hearted
      : 'telling' in row
        ? row.telling
        : row.busy;

function Rows({ rows }: { rows: Row[] }) {
  return rows.map((row) => {
    const index = indexOf(row);
    return (
      <li key={index} data-index={index} aria-busy={typeof row === 'object' && 'busy' in row}>
        {typeof row === 'number' || 'hearted' in row ? (
          <a href={`#card-${index}`}>{`card ${index}`}</a>
        ) : null}
        {typeof row === 'object' && 'hearted' in row ? (
          <button type="button">{`heart ${index}`}</button>
        ) : null}
      </li>
    );
  });
}

function List({
  rows,
  total,
  scrollToIndex,
}: {
  rows: Row[];
  total: number;
  scrollToIndex: (index: number) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  const onKeyDown = useRowFocus(listRef, total, scrollToIndex);
  return (
    <>
      <ul ref={listRef} onKeyDown={onKeyDown}>
        <Rows rows={rows} />
      </ul>
      <a href="#after">after the list</a>
    </>
  );
}

const card = (index: number) => screen.getByRole('link', { name: `card ${index}` });
const heart = (index: number) => screen.getByRole('button', { name: `heart ${index}` });
const hearted = (...indexes: number[]) => indexes.map((index) => ({ hearted: index }));

afterEach(cleanup);

describe('rowStop: where Tab goes from a row of a windowed list', () => {
  const list = (rows: Row[]) => {
    const { container } = render(
      <ul>
        <Rows rows={rows} />
      </ul>,
    );
    return container.querySelector('ul')!;
  };

  it.each<[string, Row[], number, 1 | -1, number, string]>([
    ['the next row drawn', [0, 1, 2], 1, 1, 10, 'drawn card 2'],
    ['the previous row drawn', [0, 1, 2], 1, -1, 10, 'drawn card 0'],
    ['the next row not drawn yet', [0, 1, 2], 2, 1, 10, 'wait 3'],
    ['the previous row not drawn any more', [4, 5, 6], 4, -1, 10, 'wait 3'],
    ['the next row still loading', [0, 1, { busy: 2 }], 1, 1, 10, 'wait 2'],
    ['a row that opens nothing, passed over', [0, { telling: 1 }, 2], 0, 1, 10, 'drawn card 2'],
    ['a card and its heart, forwards', hearted(0, 1), 0, 1, 10, 'drawn card 1, heart 1'],
    ['a card and its heart, backwards', hearted(0, 1), 1, -1, 10, 'drawn heart 0, card 0'],
    ['the last row', [7, 8, 9], 9, 1, 10, 'end'],
    ['the first row', [0, 1, 2], 0, -1, 10, 'end'],
  ])('%s', (_, rows, from, step, total, expected) => {
    const stop = rowStop(list(rows), from, step, total);
    expect(
      stop.kind === 'drawn'
        ? `drawn ${stop.stops.map((one) => one.textContent).join(', ')}`
        : stop.kind === 'wait'
          ? `wait ${stop.index}`
          : 'end',
    ).toBe(expected);
  });
});

describe('useRowFocus: a quick keyboard does not leave the list', () => {
  it('leaves Tab to the browser while the next card is drawn', () => {
    const scrollToIndex = vi.fn();
    render(<List rows={[0, 1, 2]} total={10} scrollToIndex={scrollToIndex} />);
    card(1).focus();
    expect(fireEvent.keyDown(card(1), { key: 'Tab' })).toBe(true);
    expect(scrollToIndex).not.toHaveBeenCalled();
  });

  it('holds Tab on the last drawn card, brings the next row and focuses its card once drawn', () => {
    const scrollToIndex = vi.fn();
    const { rerender } = render(<List rows={[0, 1, 2]} total={10} scrollToIndex={scrollToIndex} />);
    card(2).focus();
    expect(fireEvent.keyDown(card(2), { key: 'Tab' })).toBe(false);
    expect(scrollToIndex).toHaveBeenCalledWith(3);
    // Drawn but still loading: the focus waits on the card.
    rerender(<List rows={[1, 2, { busy: 3 }]} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(card(2));
    rerender(<List rows={[1, 2, 3, 4]} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(card(3));
  });

  it('counts the presses made while waiting: three quick Tabs go three cards on', () => {
    const scrollToIndex = vi.fn();
    const { rerender } = render(<List rows={[0, 1, 2]} total={10} scrollToIndex={scrollToIndex} />);
    card(2).focus();
    for (let press = 0; press < 3; press += 1) {
      expect(fireEvent.keyDown(card(2), { key: 'Tab' })).toBe(false);
    }
    expect(scrollToIndex).toHaveBeenCalledTimes(1);
    rerender(<List rows={[2, 3, 4]} total={10} scrollToIndex={scrollToIndex} />);
    expect(scrollToIndex).toHaveBeenLastCalledWith(5);
    expect(document.activeElement).toBe(card(2));
    rerender(<List rows={[2, 3, 4, 5, 6]} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(card(5));
  });

  it('takes a Shift+Tab made while waiting off the count, and stays put when none is left', () => {
    const scrollToIndex = vi.fn();
    const { rerender } = render(<List rows={[0, 1, 2]} total={10} scrollToIndex={scrollToIndex} />);
    card(2).focus();
    fireEvent.keyDown(card(2), { key: 'Tab' });
    fireEvent.keyDown(card(2), { key: 'Tab' });
    expect(fireEvent.keyDown(card(2), { key: 'Tab', shiftKey: true })).toBe(false);
    rerender(<List rows={[2, 3, 4]} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(card(3));
    fireEvent.keyDown(card(3), { key: 'Tab' });
    // Drawn: the browser's own Tab, the hook is not waiting.
    expect(scrollToIndex).toHaveBeenCalledTimes(1);
    rerender(<List rows={[3, 4]} total={10} scrollToIndex={scrollToIndex} />);
    card(4).focus();
    fireEvent.keyDown(card(4), { key: 'Tab' });
    expect(fireEvent.keyDown(card(4), { key: 'Tab', shiftKey: true })).toBe(false);
    rerender(<List rows={[3, 4, 5]} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(card(4));
  });

  it('rests on the last card when quick presses outrun the list', () => {
    const scrollToIndex = vi.fn();
    const { rerender } = render(<List rows={[6, 7, 8]} total={10} scrollToIndex={scrollToIndex} />);
    card(8).focus();
    for (let press = 0; press < 4; press += 1) fireEvent.keyDown(card(8), { key: 'Tab' });
    rerender(<List rows={[7, 8, 9]} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(card(9));
  });

  it('holds Shift+Tab on the first drawn card the same way, upwards', () => {
    const scrollToIndex = vi.fn();
    const { rerender } = render(<List rows={[5, 6]} total={10} scrollToIndex={scrollToIndex} />);
    card(5).focus();
    expect(fireEvent.keyDown(card(5), { key: 'Tab', shiftKey: true })).toBe(false);
    expect(scrollToIndex).toHaveBeenCalledWith(4);
    rerender(<List rows={[4, 5]} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(card(4));
  });

  it('passes over a row that opens nothing to the next card, waiting for it if needed', () => {
    const scrollToIndex = vi.fn();
    const { rerender } = render(<List rows={[0, 1]} total={10} scrollToIndex={scrollToIndex} />);
    card(1).focus();
    fireEvent.keyDown(card(1), { key: 'Tab' });
    rerender(<List rows={[1, { telling: 2 }]} total={10} scrollToIndex={scrollToIndex} />);
    expect(scrollToIndex).toHaveBeenLastCalledWith(3);
    rerender(<List rows={[1, { telling: 2 }, 3]} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(card(3));
  });

  it('leaves the list from its last row, and never takes back a focus moved elsewhere', () => {
    const scrollToIndex = vi.fn();
    const { rerender } = render(<List rows={[8, 9]} total={10} scrollToIndex={scrollToIndex} />);
    card(9).focus();
    expect(fireEvent.keyDown(card(9), { key: 'Tab' })).toBe(true);
    rerender(<List rows={[7, 8]} total={10} scrollToIndex={scrollToIndex} />);
    card(8).focus();
    fireEvent.keyDown(card(8), { key: 'Tab' });
    expect(scrollToIndex).toHaveBeenCalledWith(9);
    screen.getByRole('link', { name: 'after the list' }).focus();
    rerender(<List rows={[8, 9]} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'after the list' }));
  });

  it('leaves Tab from a card to its heart to the browser, the next row drawn or not', () => {
    const scrollToIndex = vi.fn();
    render(<List rows={hearted(0, 1, 2)} total={10} scrollToIndex={scrollToIndex} />);
    card(2).focus();
    expect(fireEvent.keyDown(card(2), { key: 'Tab' })).toBe(true);
    heart(0).focus();
    expect(fireEvent.keyDown(heart(0), { key: 'Tab', shiftKey: true })).toBe(true);
    expect(scrollToIndex).not.toHaveBeenCalled();
  });

  it('counts stops, not rows: from the last heart drawn, three Tabs go card, heart, card', () => {
    const scrollToIndex = vi.fn();
    const { rerender } = render(
      <List rows={hearted(0, 1, 2)} total={10} scrollToIndex={scrollToIndex} />,
    );
    heart(2).focus();
    for (let press = 0; press < 3; press += 1) {
      expect(fireEvent.keyDown(heart(2), { key: 'Tab' })).toBe(false);
    }
    expect(scrollToIndex).toHaveBeenCalledWith(3);
    rerender(<List rows={hearted(2, 3)} total={10} scrollToIndex={scrollToIndex} />);
    expect(scrollToIndex).toHaveBeenLastCalledWith(4);
    rerender(<List rows={hearted(2, 3, 4)} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(card(4));
  });

  it('enters the row above at its heart on Shift+Tab', () => {
    const scrollToIndex = vi.fn();
    const { rerender } = render(
      <List rows={hearted(5, 6)} total={10} scrollToIndex={scrollToIndex} />,
    );
    card(5).focus();
    expect(fireEvent.keyDown(card(5), { key: 'Tab', shiftKey: true })).toBe(false);
    rerender(<List rows={hearted(4, 5)} total={10} scrollToIndex={scrollToIndex} />);
    expect(document.activeElement).toBe(heart(4));
  });
});
