import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHashHistory, createMemoryHistory, type History } from './history';

const where = (history: History) => {
  const { location, action } = history.read();
  return `${action} ${location.pathname}${location.search}${location.hash}`;
};

describe('createMemoryHistory', () => {
  it('starts at its last entry, the first keyed "default", as a page load (POP)', () => {
    const history = createMemoryHistory({ initialEntries: ['/en/', '/en/guide/'] });
    expect(where(history)).toBe('POP /en/guide/');
    history.go(-1);
    expect(history.read().location.key).toBe('default');
  });

  it('pushes, replaces and steps back, each move told to its listeners', () => {
    const history = createMemoryHistory({ initialEntries: ['/en/'] });
    const moves: string[] = [];
    history.listen(() => moves.push(where(history)));
    history.push('/en/search/?q=sea');
    history.replace({ pathname: '/en/guide/' });
    history.push('?tour=3');
    history.go(-1);
    expect(moves).toEqual([
      'PUSH /en/search/?q=sea',
      'REPLACE /en/guide/',
      'PUSH /en/guide/?tour=3',
      'POP /en/guide/',
    ]);
    // The entry the replace took over is gone; going past the first stays on it.
    history.go(-5);
    expect(where(history)).toBe('POP /en/');
  });

  it("drops the entries ahead when it pushes, as a browser's history does", () => {
    const history = createMemoryHistory({ initialEntries: ['/a', '/b', '/c'], initialIndex: 0 });
    history.push('/d');
    history.go(1);
    expect(where(history)).toBe('POP /d');
  });

  it('keeps each entry its state and key, found again on the way back', () => {
    const history = createMemoryHistory({ initialEntries: ['/en/'] });
    history.push('/en/', { dialog: 'menu' });
    const { key } = history.read().location;
    history.push('/en/guide/');
    history.go(-1);
    expect(history.read().location).toMatchObject({ state: { dialog: 'menu' }, key });
    expect(key).not.toBe('default');
  });

  it('gives the same snapshot until a move, as useSyncExternalStore needs', () => {
    const history = createMemoryHistory();
    const before = history.read();
    expect(history.read()).toBe(before);
    history.push('/x');
    expect(history.read()).not.toBe(before);
  });
});

describe('createHashHistory', () => {
  afterEach(() => window.history.replaceState(null, '', '/pwa/'));

  it('reads the address from the hash, "/" when there is none', () => {
    window.history.replaceState(null, '', '/pwa/');
    expect(where(createHashHistory())).toBe('POP /');
    window.history.replaceState(null, '', '/pwa/#/en/search/?q=sea');
    expect(where(createHashHistory())).toBe('POP /en/search/?q=sea');
  });

  it('writes moves into the hash and the browser entry, where Back finds them', () => {
    window.history.replaceState(null, '', '/pwa/#/en/');
    const history = createHashHistory();
    const listener = vi.fn();
    const stop = history.listen(listener);
    history.push('/en/?tour=3', { dialog: 'menu' });
    expect(window.location.hash).toBe('#/en/?tour=3');
    const pushed = history.read().location;
    history.replace('/en/guide/');
    expect(window.location.pathname).toBe('/pwa/');
    expect(where(history)).toBe('REPLACE /en/guide/');
    // The browser's Back, as a browser tells it.
    window.history.replaceState({ usr: pushed.state, key: pushed.key }, '', '/pwa/#/en/?tour=3');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(where(history)).toBe('POP /en/?tour=3');
    expect(history.read().location).toMatchObject({ state: { dialog: 'menu' }, key: pushed.key });
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('catches up with a move made before anybody listened', () => {
    window.history.replaceState(null, '', '/pwa/#/en/');
    const history = createHashHistory();
    expect(where(history)).toBe('POP /en/');
    window.history.replaceState(null, '', '/pwa/#/ja/');
    history.listen(() => undefined);
    expect(where(history)).toBe('POP /ja/');
  });

  it('makes hrefs of the hash, resolving a path-less address against the current one', () => {
    window.history.replaceState(null, '', '/pwa/#/en/guide/');
    const history = createHashHistory();
    expect(history.createHref('/ja/')).toBe('#/ja/');
    expect(history.createHref({ search: '?q=1' })).toBe('#/en/guide/?q=1');
  });

  it('touches no window when made, only once read', () => {
    const hash = vi.spyOn(window, 'location', 'get');
    const history = createHashHistory();
    expect(hash).not.toHaveBeenCalled();
    history.read();
    expect(hash).toHaveBeenCalled();
    hash.mockRestore();
  });
});
