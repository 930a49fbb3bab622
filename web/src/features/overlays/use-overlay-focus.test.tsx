import { act, cleanup, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useOverlayFocus } from './use-overlay-focus';

type Shown = 'loading' | 'failed' | 'record' | 'missing';

/** An overlay as the frame draws it: the back link, the live region, the body's content. */
function Overlay({ open, shown, late }: { open: boolean; shown: Shown; late?: boolean }) {
  const back = useRef<HTMLAnchorElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const [heading, setHeading] = useState<HTMLHeadingElement | null>(null);
  const focus = useOverlayFocus({
    open,
    shownKey: 'place=1',
    heading,
    headingText: heading ? '三仙台' : '',
    back,
    body,
  });
  return (
    <>
      <a href="#/en/" ref={back} data-testid="back">
        Back
      </a>
      <p data-testid="said">{focus.said}</p>
      <div ref={body}>
        {shown === 'record' ? (
          <>
            <h1 ref={setHeading}>三仙台</h1>
            <a href="#/en/map">Map</a>
            {/* A part that draws late, as a picture's frame or a weather box does. */}
            {late ? <p>Late part</p> : null}
          </>
        ) : null}
        {/* Loading and its failure are one message, its retry added (StatusMessage). */}
        {shown === 'loading' || shown === 'failed' ? (
          <div className="status" data-testid="status">
            Loading
            {shown === 'failed' ? <button type="button">Retry</button> : null}
          </div>
        ) : null}
        {shown === 'missing' ? (
          <p className="status" data-testid="status">
            Not found
          </p>
        ) : null}
      </div>
    </>
  );
}

const focused = () => {
  const now = document.activeElement;
  if (now === null || now === document.body) return 'nowhere';
  return now.tagName === 'H1' ? 'heading' : (now.getAttribute('data-testid') ?? now.tagName);
};

afterEach(cleanup);

describe('a detail overlay puts the focus on its heading, or on what stands in its place', () => {
  it.each<{ name: string; steps: Shown[]; focus: string; said: string }>([
    { name: 'a page there at once', steps: ['record'], focus: 'heading', said: '三仙台' },
    { name: 'a record that loads', steps: ['loading'], focus: 'status', said: '' },
    {
      name: 'a record once loaded',
      steps: ['loading', 'record'],
      focus: 'heading',
      said: '三仙台',
    },
    {
      name: 'a failed load, its retry next',
      steps: ['loading', 'failed'],
      focus: 'status',
      said: '',
    },
    {
      name: 'a record come after a retry',
      steps: ['loading', 'failed', 'loading', 'record'],
      focus: 'heading',
      said: '三仙台',
    },
    { name: 'a record not found', steps: ['loading', 'missing'], focus: 'status', said: '' },
  ])('$name: focus on the $focus', async ({ steps, focus, said }) => {
    const [first, ...rest] = steps;
    const view = render(<Overlay open shown={first!} />);
    for (const shown of rest) {
      // The observer of the body moves the focus after React has changed it.
      await act(async () => view.rerender(<Overlay open shown={shown} />));
    }
    expect(focused()).toBe(focus);
    expect(view.getByTestId('said').textContent).toBe(said);
  });

  it('follows the visitor: from Retry, gone with its message, on to the heading', async () => {
    const view = render(<Overlay open shown="failed" />);
    act(() => view.getByRole('button', { name: 'Retry' }).focus());
    await act(async () => view.rerender(<Overlay open shown="record" />));
    expect(focused()).toBe('heading');
  });

  it('never takes the focus back from where the visitor has moved it', async () => {
    const view = render(<Overlay open shown="loading" />);
    act(() => view.getByTestId('back').focus());
    await act(async () => view.rerender(<Overlay open shown="record" />));
    expect(focused()).toBe('back');
    expect(view.getByTestId('said').textContent).toBe('三仙台');
  });

  it('leaves a focus Tabbed out of the page where it went, when a late part draws', async () => {
    const view = render(<Overlay open shown="record" />);
    const map = view.getByRole('link', { name: 'Map' });
    act(() => map.focus());
    // Past the last control, Tab leaves the page for the browser's own: nothing is focused.
    act(() => map.blur());
    await act(async () => view.rerender(<Overlay open shown="record" late />));
    expect(focused()).toBe('nowhere');
  });

  it('says the title once, and again when the overlay opens again', async () => {
    const view = render(<Overlay open shown="record" />);
    const said = () => view.getByTestId('said').textContent;
    expect(said()).toBe('三仙台');
    await act(async () => view.rerender(<Overlay open={false} shown="record" />));
    expect(said()).toBe('');
    await act(async () => view.rerender(<Overlay open shown="record" />));
    expect(said()).toBe('三仙台');
    expect(focused()).toBe('heading');
  });
});
