import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '../src/plugins/errors';
import type { Store } from '../src/store/core/database';
import {
  livePlaceRepository,
  type LivePlaceRepository,
} from '../src/store/live/live-place-repository';
import { seededStore } from './helper';

let store: Store;
let places: LivePlaceRepository;
beforeAll(async () => {
  store = await seededStore();
  places = livePlaceRepository(store);
});
afterAll(() => store.destroy());

describe('the place a live call answers for', () => {
  it('takes a position first, named by the township it lies in', async () => {
    // Hualien railway station.
    const place = await places.resolve({ lat: 23.993, lng: 121.601, zipcode: 950 });
    expect(place).toMatchObject({
      precision: 'position',
      point: { lat: 23.993, lng: 121.601 },
      name: '花蓮市',
      township: { name: '花蓮市', county: '花蓮縣', zipcode: 970 },
    });
  });

  it('names a position outside our townships by its coordinates', async () => {
    const place = await places.resolve({ lat: 22.9, lng: 122.5 });
    expect(place).toMatchObject({ precision: 'position', name: '22.9000,122.5000' });
    expect(place.township).toBeUndefined();
  });

  it("takes a zipcode's township centre next", async () => {
    const place = await places.resolve({ zipcode: 951, locationName: '花蓮縣' });
    expect(place).toMatchObject({ precision: 'township', name: '綠島鄉' });
    expect(place.point.lat).toBeCloseTo(22.66, 1);
  });

  it.each([
    ['花蓮市', 'township', '花蓮市'],
    ['花蓮縣花蓮市', 'township', '花蓮市'],
    ['台東市', 'township', '臺東市'],
    ['Ludao Township', 'township', '綠島鄉'],
    ['臺東縣', 'county', '臺東縣'],
    ['台東縣', 'county', '臺東縣'],
    ['Hualien', 'county', '花蓮縣'],
    ['taitung county', 'county', '臺東縣'],
  ])('reads the name %s as the %s %s', async (locationName, precision, name) => {
    expect(await places.resolve({ locationName })).toMatchObject({ precision, name });
  });

  it('answers 404 naming a zipcode or a name that is none of ours', async () => {
    await expect(places.resolve({ zipcode: 100 })).rejects.toThrow(NotFoundError);
    await expect(places.resolve({ zipcode: 100 })).rejects.toThrow(/zipcode 100/);
    await expect(places.resolve({ locationName: '臺北市' })).rejects.toThrow(/locationName 臺北市/);
  });
});
