import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshingPicture } from './use-refreshing-picture';

const offline = { value: false };
vi.mock('@/lib/connectivity', () => ({ useOffline: () => offline.value }));

const IMAGE = 'https://fmg.wra.gov.tw/109wraweb/getImage.aspx?mode=getNewImageS&CCTV_SN=0x02';

/** Every picture asked for, answered by the test: it arrives, or fails. */
const asked: { src: string; arrive: () => void; fail: () => void }[] = [];
class FakeImage {
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  set src(value: string) {
    asked.push({ src: value, arrive: () => this.onload?.(), fail: () => this.onerror?.() });
  }
}

const setVisibility = (state: 'hidden' | 'visible') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

beforeEach(() => {
  asked.length = 0;
  offline.value = false;
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-21T10:00:30+08:00'));
  vi.stubGlobal('Image', FakeImage);
  setVisibility('visible');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useRefreshingPicture', () => {
  it('asks at once, then each minute at a new address; a new picture shows once it arrives', () => {
    const { result } = renderHook(() => useRefreshingPicture(IMAGE, true));
    expect(asked).toHaveLength(1);
    expect(result.current.shown).toBeUndefined();
    act(() => asked[0]?.arrive());
    expect(result.current.shown?.url).toBe(`${IMAGE}&t=${Date.parse('2026-11-21T10:00:00+08:00')}`);
    act(() => vi.advanceTimersByTime(60_000));
    expect(asked).toHaveLength(2);
    expect(asked[1]?.src).toBe(`${IMAGE}&t=${Date.parse('2026-11-21T10:01:00+08:00')}`);
    expect(result.current.shown?.url).toBe(asked[0]?.src);
    act(() => asked[1]?.arrive());
    expect(result.current.shown).toEqual({
      url: asked[1]?.src,
      at: Date.parse('2026-11-21T10:01:30+08:00'),
    });
  });

  it('keeps the last picture when a new one fails, and a retry asks again', () => {
    const { result } = renderHook(() => useRefreshingPicture(IMAGE, true));
    act(() => asked[0]?.arrive());
    act(() => vi.advanceTimersByTime(60_000));
    act(() => asked[1]?.fail());
    expect(result.current.failed).toBe(true);
    expect(result.current.shown?.url).toBe(asked[0]?.src);
    act(() => result.current.refresh());
    act(() => asked[2]?.arrive());
    expect(result.current.failed).toBe(false);
    expect(result.current.shown?.url).toBe(asked[2]?.src);
  });

  it('asks nothing while hidden, and at once when shown again after the period', () => {
    renderHook(() => useRefreshingPicture(IMAGE, true));
    act(() => asked[0]?.arrive());
    act(() => setVisibility('hidden'));
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(asked).toHaveLength(1);
    act(() => setVisibility('visible'));
    expect(asked).toHaveLength(2);
  });

  it('asks nothing offline, nor for a camera out of service', () => {
    offline.value = true;
    const { result } = renderHook(() => useRefreshingPicture(IMAGE, true));
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(asked).toHaveLength(0);
    expect(result.current.offline).toBe(true);
    offline.value = false;
    renderHook(() => useRefreshingPicture(IMAGE, false));
    act(() => vi.advanceTimersByTime(3 * 60_000));
    expect(asked).toHaveLength(0);
  });
});
