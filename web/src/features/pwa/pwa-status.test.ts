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
    return { container, reload, apply: () => result.current.applyUpdate(), unmount };
  }

  afterEach(() => vi.unstubAllEnvs());

  it('reloads once the new worker is active, even when the change of controller went unheard', async () => {
    const worker = new FakeWorker();
    const { reload, apply, container, unmount } = await offered(worker);
    apply();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    worker.activate();
    expect(reload).toHaveBeenCalledTimes(1);
    // The change of controller, heard late, does not reload a second time.
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('reloads anyway when the new worker has not taken over in time, and only once', async () => {
    const worker = new FakeWorker();
    const { reload, apply, unmount } = await offered(worker);
    vi.useFakeTimers();
    try {
      apply();
      vi.advanceTimersByTime(UPDATE_RELOAD_AFTER_MS - 1);
      expect(reload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(reload).toHaveBeenCalledTimes(1);
      // The worker taking over as the page goes does not reload it a second time.
      worker.activate();
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
    unmount();
  });

  it('reloads at once when the worker is active already', async () => {
    const worker = new FakeWorker();
    const { reload, apply, unmount } = await offered(worker);
    worker.state = 'activated';
    apply();
    expect(reload).toHaveBeenCalledTimes(1);
    expect(worker.postMessage).not.toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    unmount();
  });
});
