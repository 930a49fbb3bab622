import { act, cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocationProvider, useFollowedPosition, useLocationState } from './location-context';
import { useVisitorLocation } from './use-location';

type Success = (position: GeolocationPosition) => void;
type Failure = (error: GeolocationPositionError) => void;

/** The phone's geolocation as the app sees it: each ask and watch waits for the test to answer. */
class FakeGeolocation {
  asks: { success: Success; failure: Failure }[] = [];
  watches = new Map<number, { success: Success; failure: Failure }>();
  private nextId = 1;
  getCurrentPosition = (success: Success, failure: Failure) => {
    this.asks.push({ success, failure });
  };
  watchPosition = (success: Success, failure: Failure) => {
    const id = this.nextId++;
    this.watches.set(id, { success, failure });
    return id;
  };
  clearWatch = (id: number) => {
    this.watches.delete(id);
  };
}

/** Real places of the seed: Hualien Station's side of town, Taitung City, Green Island's harbour. */
const HUALIEN = { lat: 23.9769, lng: 121.6044 };
const TAITUNG = { lat: 22.7583, lng: 121.1444 };
const GREEN_ISLAND = { lat: 22.6736, lng: 121.4726 };

const fix = (at: { lat: number; lng: number }, timestamp = Date.now()) =>
  ({
    coords: { latitude: at.lat, longitude: at.lng, accuracy: 10 },
    timestamp,
  }) as unknown as GeolocationPosition;

const failure = (code: 1 | 2 | 3) =>
  ({ code, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 }) as GeolocationPositionError;

let phone: FakeGeolocation;
let visibility: DocumentVisibilityState;

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Where the app thinks the visitor is, as a screen under the shell reads it. */
function Where() {
  const { status, position } = useLocationState();
  return <output data-testid="where">{`${status} ${position.lat},${position.lng}`}</output>;
}

/** The shell's provider. */
function Shell({ children }: { children?: ReactNode }) {
  return (
    <LocationProvider value={useVisitorLocation()}>
      <Where />
      {children}
    </LocationProvider>
  );
}

/** A screen that measures from the position (a nearby list, the open map). */
function Follower() {
  useFollowedPosition();
  return null;
}

const where = () => screen.getByTestId('where').textContent;
const answerFirst = (index: number, at: { lat: number; lng: number }) =>
  act(() => phone.asks[index]?.success(fix(at)));
const watch = () => {
  const [only, ...more] = [...phone.watches.values()];
  expect(more).toEqual([]);
  if (!only) throw new Error('a watch runs');
  return only;
};

beforeEach(() => {
  phone = new FakeGeolocation();
  visibility = 'visible';
  localStorage.clear();
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: phone });
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => visibility,
  });
});

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'geolocation');
  Reflect.deleteProperty(document, 'visibilityState');
});

describe('useVisitorLocation follows the visitor', () => {
  it('asks again when the app comes back to the foreground, and takes the new position', () => {
    render(<Shell />);
    expect(phone.asks).toHaveLength(1);
    answerFirst(0, HUALIEN);
    expect(where()).toBe(`allowed ${HUALIEN.lat},${HUALIEN.lng}`);

    setVisibility('hidden');
    expect(phone.asks).toHaveLength(1);
    setVisibility('visible');
    expect(phone.asks).toHaveLength(2);
    answerFirst(1, TAITUNG);
    expect(where()).toBe(`allowed ${TAITUNG.lat},${TAITUNG.lng}`);
  });

  it('watches only while a screen follows it and the app is in the foreground', () => {
    const { rerender } = render(<Shell />);
    answerFirst(0, HUALIEN);
    expect(phone.watches.size).toBe(0);

    rerender(
      <Shell>
        <Follower />
        <Follower />
      </Shell>,
    );
    act(() => watch().success(fix(TAITUNG)));
    expect(where()).toBe(`allowed ${TAITUNG.lat},${TAITUNG.lng}`);

    // In the background the watch stops; back in front it runs again.
    setVisibility('hidden');
    expect(phone.watches.size).toBe(0);
    setVisibility('visible');
    act(() => watch().success(fix(GREEN_ISLAND)));
    expect(where()).toBe(`allowed ${GREEN_ISLAND.lat},${GREEN_ISLAND.lng}`);

    // A lost signal keeps the last position (its age is said on screen).
    act(() => watch().failure(failure(3)));
    expect(where()).toBe(`allowed ${GREEN_ISLAND.lat},${GREEN_ISLAND.lng}`);

    rerender(
      <Shell>
        <Follower />
      </Shell>,
    );
    expect(phone.watches.size).toBe(1);
    rerender(<Shell />);
    expect(phone.watches.size).toBe(0);
  });

  it('after a refusal, neither asks again nor watches: the default position stays', () => {
    render(
      <Shell>
        <Follower />
      </Shell>,
    );
    act(() => phone.asks[0]?.failure(failure(1)));
    expect(where()).toBe('denied 23.020216835184925,121.32502856654718');
    setVisibility('hidden');
    setVisibility('visible');
    expect(phone.asks).toHaveLength(1);
    expect(phone.watches.size).toBe(0);
  });
});
