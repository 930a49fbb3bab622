import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { RouteAnnouncer } from './RouteAnnouncer';

/** The shell's landmark with a page in it, a link outside it, and the announcer. */
function Frame({ pathname, page }: { pathname: string; page: string | undefined }) {
  return (
    <>
      <a href="#/en/live">Live</a>
      <main id="main">{page === undefined ? <p>Loading</p> : <h1>{page}</h1>}</main>
      <RouteAnnouncer pathname={pathname} mainId="main" />
    </>
  );
}

const region = () => document.querySelector('[aria-live="polite"]');

afterEach(cleanup);

describe('RouteAnnouncer (WCAG 2.4.3, 4.1.3)', () => {
  it('says nothing and moves nothing on the first load', () => {
    render(<Frame pathname="/en/" page="Home" />);
    expect(region()?.textContent).toBe('');
    expect(document.activeElement).toBe(document.body);
  });

  it("says the new page's heading and focuses it, once its screen has drawn it", async () => {
    const { rerender } = render(<Frame pathname="/en/" page="Home" />);
    document.querySelector('a')?.focus();
    rerender(<Frame pathname="/en/live" page={undefined} />);
    expect(region()?.textContent).toBe('');
    rerender(<Frame pathname="/en/live" page="Live" />);
    // The heading is looked for as the page changes (a MutationObserver, a microtask later).
    await act(async () => {});
    expect(region()?.textContent).toBe('Live');
    expect(document.activeElement?.tagName).toBe('H1');
    expect(document.activeElement?.getAttribute('tabindex')).toBe('-1');
  });

  it('leaves the focus where the visitor moved it meanwhile', async () => {
    const { rerender } = render(<Frame pathname="/en/" page="Home" />);
    rerender(<Frame pathname="/en/live" page={undefined} />);
    const link = document.querySelector('a');
    link?.focus();
    rerender(<Frame pathname="/en/live" page="Live" />);
    await act(async () => {});
    expect(region()?.textContent).toBe('Live');
    expect(document.activeElement).toBe(link);
  });
});
