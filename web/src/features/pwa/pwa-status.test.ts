import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker, usePwaStatus } from './pwa-status';

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('usePwaStatus', () => {
  it('follows the connection', () => {
    const { result, unmount } = renderHook(() => usePwaStatus());
    expect(result.current.offline).toBe(false);
    act(() => goOffline(true));
    expect(result.current.offline).toBe(true);
    act(() => goOffline(false));
    expect(result.current.offline).toBe(false);
    unmount();
  });

  it('has no update and no version before a service worker answers', () => {
    const { result, unmount } = renderHook(() => usePwaStatus());
    expect(result.current).toMatchObject({ updateReady: false, version: undefined });
    expect(() => result.current.applyUpdate()).not.toThrow();
    unmount();
  });
});

describe('startServiceWorker', () => {
  it('registers nothing outside a production build', () => {
    const register = vi.fn();
    vi.stubGlobal('navigator', { ...navigator, serviceWorker: { register } });
    startServiceWorker();
    window.dispatchEvent(new Event('load'));
    expect(register).not.toHaveBeenCalled();
  });
});
