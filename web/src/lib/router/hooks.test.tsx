import { act, cleanup, render, screen } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from './history';
import {
  useHref,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
  type NavigateFunction,
  type NavigateOptions,
} from './hooks';
import type { To } from './path';
import { HashRouter, MemoryRouter, Router } from './routers';
import { Navigate, Outlet, Route, Routes } from './routes';

/** The probe's ways to move, handed to the test once rendered. */
const ways = {} as { navigate: NavigateFunction; setSearch: ReturnType<typeof useSearchParams>[1] };
const navigate = (to: To | number, options?: NavigateOptions) =>
  typeof to === 'number' ? ways.navigate(to) : ways.navigate(to, options);
const setSearch: (typeof ways)['setSearch'] = (...args) => ways.setSearch(...args);

/** What a screen reads of the router, written out; it hands the test the ways to move. */
function Probe() {
  const location = useLocation();
  const [search, set] = useSearchParams();
  const moveTo = useNavigate();
  useEffect(() => {
    ways.navigate = moveTo;
    ways.setSearch = set;
  });
  const state = JSON.stringify(location.state);
  return (
    <output>
      {`${useNavigationType()} ${location.pathname}${location.search} q=${search.get('q')} ` +
        `state=${state} params=${JSON.stringify(useParams())} href=${useHref('/en/x')}`}
    </output>
  );
}

const shown = () => screen.getByRole('status').textContent;
const move = (step: () => void) => act(step);

function Frame() {
  return (
    <section aria-label={`frame ${useParams().lang}`}>
      <Outlet />
    </section>
  );
}

function table(children: ReactNode = <Probe />) {
  return (
    <Routes>
      <Route path="/:lang" element={<Frame />}>
        <Route index element={children} />
        <Route path="search/:type?" element={children} />
        <Route
          path="old"
          element={<Navigate replace to={{ pathname: '/en/search', search: '?q=old' }} />}
        />
      </Route>
    </Routes>
  );
}

afterEach(cleanup);

describe('the routes and hooks in a memory history', () => {
  it('renders the routes the address goes through, nested by <Outlet />', () => {
    render(<MemoryRouter initialEntries={['/en/search/tours']}>{table()}</MemoryRouter>);
    expect(screen.getByRole('region', { name: 'frame en' })).toBeTruthy();
    expect(shown()).toBe(
      'POP /en/search/tours q=null state=null params={"lang":"en","type":"tours"} href=/en/x',
    );
  });

  it('pushes with a state, replaces, steps back, and sets the query', () => {
    render(<MemoryRouter initialEntries={['/en/']}>{table()}</MemoryRouter>);
    move(() => navigate('/en/search', { state: { dialog: 'menu' } }));
    expect(shown()).toMatch(/^PUSH \/en\/search q=null state=\{"dialog":"menu"\}/);
    move(() => setSearch({ q: 'sea' }, { replace: true }));
    expect(shown()).toMatch(/^REPLACE \/en\/search\?q=sea q=sea state=null/);
    move(() => setSearch(new URLSearchParams('q=cliff')));
    move(() => navigate(-1));
    expect(shown()).toMatch(/^POP \/en\/search\?q=sea q=sea/);
    move(() => navigate(-1));
    expect(shown()).toMatch(/^POP \/en\/ q=null/);
  });

  it('keeps a screen mounted while its route stays, its parameters changing', () => {
    const history = createMemoryHistory({ initialEntries: ['/en/search/tours'] });
    render(<Router history={history}>{table()}</Router>);
    const output = screen.getByRole('status');
    move(() => history.push('/en/search/events'));
    expect(screen.getByRole('status')).toBe(output);
    expect(shown()).toContain('"type":"events"');
  });

  it('moves where <Navigate> says once rendered', () => {
    const history = createMemoryHistory({ initialEntries: ['/en/', '/en/old'] });
    render(<Router history={history}>{table()}</Router>);
    expect(shown()).toMatch(/^REPLACE \/en\/search\?q=old/);
    move(() => history.go(-1));
    expect(shown()).toMatch(/^POP \/en\/ /);
  });
});

describe('the routes and hooks in the hash history', () => {
  beforeEach(() => window.history.replaceState(null, '', '/pwa/#/en/'));
  afterEach(() => window.history.replaceState(null, '', '/pwa/'));

  it('follows the hash: moves write it, the browser’s Back is read from it', () => {
    render(<HashRouter>{table()}</HashRouter>);
    expect(shown()).toMatch(/^POP \/en\/ q=null state=null .* href=#\/en\/x$/);
    move(() => navigate('/en/search?q=sea', { state: 'gallery' }));
    expect(window.location.hash).toBe('#/en/search?q=sea');
    expect(shown()).toMatch(/^PUSH \/en\/search\?q=sea q=sea state="gallery"/);
    move(() => {
      window.history.replaceState(null, '', '/pwa/#/ja/search/events');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(shown()).toMatch(/^POP \/ja\/search\/events .*"lang":"ja","type":"events"/);
  });

  it('hydrates what the server rendered of the same address in a memory history', async () => {
    window.history.replaceState(null, '', '/pwa/#/en/search/tours?q=sea');
    // The markup a render on the server gives (react-dom/server's own is no web module's).
    const server = render(
      <MemoryRouter initialEntries={['/en/search/tours?q=sea']} hashHrefs>
        {table()}
      </MemoryRouter>,
    ).container.innerHTML;
    cleanup();
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = server;
    const errors: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, <HashRouter>{table()}</HashRouter>, {
        onRecoverableError: (error) => errors.push(error),
      }),
    );
    expect(errors).toEqual([]);
    expect(shown()).toMatch(/^POP \/en\/search\/tours\?q=sea .* href=#\/en\/x$/);
    act(() => root.unmount());
    container.remove();
  });
});
