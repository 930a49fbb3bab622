import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { favouritesSnapshot } from './favourites';
import * as store from './favourites-store';
import { useFavourites, useFavouritesHeld } from './use-favourites';

function Heart() {
  useFavourites();
  return null;
}

function List({ hearts, held }: { hearts: number; held: boolean }) {
  return (
    <>
      {held ? <Holder /> : null}
      {Array.from({ length: hearts }, (_, index) => (
        <Heart key={index} />
      ))}
    </>
  );
}

function Holder() {
  useFavouritesHeld();
  return null;
}

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useFavouritesHeld', () => {
  it('keeps the favourites read while every heart of a list goes and others come', async () => {
    const reads = vi.spyOn(store, 'readFavourites');
    const { rerender } = render(<List hearts={3} held />);
    await vi.waitFor(() => expect(favouritesSnapshot()).toEqual({}));
    rerender(<List hearts={0} held />);
    rerender(<List hearts={3} held />);
    expect(favouritesSnapshot()).toEqual({});
    expect(reads).toHaveBeenCalledTimes(1);
  });

  it('without it, the last heart going lets the favourites go', async () => {
    const { rerender } = render(<List hearts={3} held={false} />);
    await vi.waitFor(() => expect(favouritesSnapshot()).toEqual({}));
    rerender(<List hearts={0} held={false} />);
    expect(favouritesSnapshot()).toBeUndefined();
  });
});
