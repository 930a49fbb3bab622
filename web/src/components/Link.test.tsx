import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRef, type ReactNode } from 'react';
import { HashRouter, MemoryRouter, useLocation, useNavigationType } from '@/lib/router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './Link';

/** Where the router is, and how it got there: a push adds to the history, a replace does not. */
function Where() {
  const location = useLocation();
  return <output>{`${useNavigationType()} ${location.pathname}${location.search}`}</output>;
}

function at(path: string, children: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {children}
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status').textContent;

afterEach(cleanup);

describe('Link', () => {
  it('renders a plain anchor: its address as href, the attributes it is given', () => {
    const props = { to: '/en/search/?q=sea', className: 'chip', 'aria-current': 'true' } as const;
    const link = at('/en/', <Link {...props}>Sea</Link>).container.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('/en/search/?q=sea');
    expect(link.className).toBe('chip');
    expect(link.getAttribute('aria-current')).toBe('true');
    expect(link.getAttributeNames().sort()).toEqual(['aria-current', 'class', 'href']);
  });

  it("carries the hash router's addresses in its href, so a new tab opens the page", () => {
    render(
      <HashRouter>
        <Link to={{ pathname: '/en/guide/', search: '?q=sea' }}>Guide</Link>
      </HashRouter>,
    );
    expect(screen.getByRole('link', { name: 'Guide' }).getAttribute('href')).toBe(
      '#/en/guide/?q=sea',
    );
  });

  it('moves inside the app on a plain click, adding to the history', () => {
    at('/en/', <Link to="/en/guide/">Guide</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Guide' }));
    expect(where()).toBe('PUSH /en/guide/');
  });

  it('replaces the current entry when asked, or when it leads where the visitor is', () => {
    at(
      '/en/',
      <>
        <Link to="/en/guide/" replace>
          Guide
        </Link>
        <Link to="/en/guide/">Again</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Guide' }));
    expect(where()).toBe('REPLACE /en/guide/');
    fireEvent.click(screen.getByRole('link', { name: 'Again' }));
    expect(where()).toBe('REPLACE /en/guide/');
  });

  it.each([
    ['a click with Ctrl (a new tab)', { ctrlKey: true }],
    ['a click with Shift (a new window)', { shiftKey: true }],
    ['a middle click', { button: 1 }],
  ])('leaves %s to the browser', (_what, click) => {
    at('/en/', <Link to="/en/guide/">Guide</Link>);
    fireEvent.click(screen.getByRole('link', { name: 'Guide' }), click);
    expect(where()).toBe('POP /en/');
  });

  it("calls the page's own handler first, which may keep the link from moving", () => {
    const seen: string[] = [];
    at(
      '/en/',
      <Link
        to="/en/guide/"
        onClick={(event) => {
          seen.push('handler');
          event.preventDefault();
        }}
      >
        Guide
      </Link>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Guide' }));
    expect(seen).toEqual(['handler']);
    expect(where()).toBe('POP /en/');
  });

  it('hands its element to a ref, for the focus to return to it', () => {
    const ref = createRef<HTMLAnchorElement>();
    at(
      '/en/',
      <Link ref={ref} to="/en/">
        Home
      </Link>,
    );
    expect(ref.current).toBe(screen.getByRole('link', { name: 'Home' }));
  });
});

describe('NavLink', () => {
  const current = (name: string) => screen.getByRole('link', { name }).getAttribute('aria-current');

  it.each([
    ['/en/search/', '/en/search/', 'page'],
    ['/en/search/attractions/', '/en/search/', 'page'],
    ['/EN/Search/', '/en/search/', 'page'],
    ['/en/searching/', '/en/search/', null],
    ['/en/guide/', '/en/search/', null],
  ])('at %s, the tab for %s is current: %s', (path, to, expected) => {
    at(path, <NavLink to={to}>Tab</NavLink>);
    expect(current('Tab')).toBe(expected);
  });

  it('with end, is current on its own page only (home, whose pages are all below it)', () => {
    at(
      '/en/search/',
      <>
        <NavLink to="/en/" end>
          Home
        </NavLink>
        <NavLink to="/en/">Any</NavLink>
      </>,
    );
    expect(current('Home')).toBeNull();
    expect(current('Any')).toBe('page');
  });

  // react-router's NavLink gave these, which the links kept when the router became the app's own.
  it.each([
    ['/en/', false, null],
    ['/en/', true, null],
    ['/en/search/', false, 'page'],
    ['/en/search/', true, 'page'],
    ['/en/search/x/', false, 'page'],
    ['/en/search/x/', true, null],
    ['/en/searchx/', false, null],
    ['/en/searchx/', true, null],
    ['/ja/', false, null],
    ['/ja/', true, null],
  ])('at %s (end: %s), a link to /en/search/ is current: %s', (path, end, expected) => {
    at(path, <NavLink to="/en/search/" end={end} />);
    expect(screen.getByRole('link').getAttribute('aria-current')).toBe(expected);
  });
});
