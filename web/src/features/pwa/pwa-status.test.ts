import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startServiceWorker, UPDATE_RELOAD_AFTER_MS, usePwaStatus } from './pwa-status';

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

/** A waiting worker, as a registration hands it: an event target with a state. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installed';
  readonly postMessage = vi.fn((message: { type: string }, ports?: MessagePort[]) => {
    if (message.type === 'GET_VERSION') ports?.[0]?.postMessage({ version: '1' });
  });
  activate() {
    this.state = 'activated';
    this.dispatchEvent(new Event('statechange'));
  }
}

/** The page reloads once more exactly `ms` from now (fake timers), not a moment sooner. */
function reloadsAgainAfter(reload: ReturnType<typeof vi.fn>, ms: number) {
  const before = reload.mock.calls.length;
  vi.advanceTimersByTime(ms - 1);
  expect(reload).toHaveBeenCalledTimes(before);
  vi.advanceTimersByTime(1);
  expect(reload).toHaveBeenCalledTimes(before + 1);
}

describe('applying an update', () => {
  async function offered(worker: FakeWorker) {
    const container = new EventTarget();
    const registration = Object.assign(new EventTarget(), { waiting: worker, update: vi.fn() });
    vi.stubGlobal('navigator', {
      ...navigator,
      serviceWorker: Object.assign(container, {
        controller: {},
        register: vi.fn(async () => registration),
        ready: Promise.resolve({ active: worker }),
      }),
    });
    vi.stubEnv('PROD', true);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const { result, unmount } = renderHook(() => usePwaStatus());
    startServiceWorker();
    await vi.waitFor(() => expect(result.current.updateReady).toBe(true));
    return {
      container,
      reload,
      apply: () => result.current.applyUpdate(),
      status: () => result.current,
      unmount,
    };
  }

  afterEach(() => vi.unstubAllEnvs());

  it('holds the page still and reloads once the new worker is activated, not before', async () => {
    const worker = new FakeWorker();
    const { reload, apply, container, status, unmount } = await offered(worker);
    vi.useFakeTimers();
    try {
      expect(status().updating).toBe(false);
      act(apply);
      expect(status().updating).toBe(true);
      expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
      // The new worker controls the page while it is still activating: too soon to reload.
      container.dispatchEvent(new Event('controllerchange'));
      expect(reload).not.toHaveBeenCalled();
      worker.activate();
      expect(reload).toHaveBeenCalledTimes(1);
      // A reload that leaves the page here is left waiting: begun again, then less often.
      reloadsAgainAfter(reload, UPDATE_RELOAD_AFTER_MS);
      reloadsAgainAfter(reload, 2 * UPDATE_RELOAD_AFTER_MS);
      expect(reload).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
    }
    unmount();
  });

  it('reloads when the new worker is not activated in time, and again once it is', async () => {
    const worker = new FakeWorker();
    const { reload, apply, unmount } = await offered(worker);
    vi.useFakeTimers();
    try {
      act(apply);
      reloadsAgainAfter(reload, UPDATE_RELOAD_AFTER_MS);
      // Still not activated, and the page still here: begun again after twice the time.
      reloadsAgainAfter(reload, 2 * UPDATE_RELOAD_AFTER_MS);
      expect(reload).toHaveBeenCalledTimes(2);
      // Those reloads may wait for good for the worker being swapped out: the activated one
      // reloads again at once, and again after the first interval if the page is still here.
      worker.activate();
      expect(reload).toHaveBeenCalledTimes(3);
      vi.advanceTimersByTime(UPDATE_RELOAD_AFTER_MS);
      expect(reload).toHaveBeenCalledTimes(4);
    } finally {
      vi.useRealTimers();
    }
    unmount();
  });

  it('reloads at once when the worker is active already', async () => {
    const worker = new FakeWorker();
    const { reload, apply, unmount } = await offered(worker);
    worker.state = 'activated';
    act(apply);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).not.toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    unmount();
  });
});
