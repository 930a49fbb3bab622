import path from 'node:path';
import { parkingIdSchema } from '@ecg/domain/contracts';
import { z } from 'zod';
import type { Store } from '../store/core/database';
import { readJson, readValidated } from '../data-files/json-files';
import { localizedSchema, PARKING_SOURCE } from './content-files';
import { syncTable } from './sync-table';

/** A TDX car park, as far as the seed reads it. */
const carParkSchema = z.object({
  CarParkID: z.string().min(1),
  City: z.string().min(1),
  PositionLat: z.number(),
  PositionLon: z.number(),
});

const parkingFile = z
  .object({
    /** The car parks used, with their names in every content language. */
    lots: z.array(z.object({ park_id: z.string().min(1), name: localizedSchema })),
    /** The scenic spots' parking ids, the places of each and its car parks, nearest first. */
    spots: z.array(
      z.object({
        id: parkingIdSchema,
        places: z.array(z.int().positive()).min(1),
        lots: z.array(z.string().min(1)).min(1),
      }),
    ),
  })
  .refine(
    (file) => {
      const named = new Set(file.lots.map((lot) => lot.park_id));
      return file.spots.every((spot) => spot.lots.every((id) => named.has(id)));
    },
    { error: 'every car park of a spot must be named in lots' },
  );

/**
 * The parking of the scenic spots (data/editorial/parking.json): the car parks within a few
 * hundred metres of each spot, chosen from TDX's list, which gives their positions.
 */
export async function seedParking(store: Store, dataDir: string): Promise<void> {
  const file = path.join(dataDir, 'editorial/parking.json');
  const { lots, spots } = readValidated(parkingFile, file);
  const carParks = new Map(
    z
      .array(carParkSchema)
      .parse(readJson(path.join(dataDir, PARKING_SOURCE)))
      .map((carPark) => [carPark.CarParkID, carPark]),
  );
  await syncTable(
    store,
    'parking_lot',
    ['id'],
    lots.map((lot) => {
      const carPark = carParks.get(lot.park_id);
      if (!carPark) throw new Error(`${file}: car park ${lot.park_id} is not in ${PARKING_SOURCE}`);
      return {
        id: lot.park_id,
        city: carPark.City,
        lat: carPark.PositionLat,
        lng: carPark.PositionLon,
        name_zh: lot.name['zh-tw'],
        name_en: lot.name.en,
        name_ja: lot.name.ja,
      };
    }),
  );
  await syncTable(
    store,
    'parking_spot',
    ['id'],
    spots.map((spot) => ({ id: spot.id })),
  );
  await syncTable(
    store,
    'parking_spot_lot',
    ['spot_id', 'lot_id'],
    spots.flatMap((spot) =>
      spot.lots.map((lotId, position) => ({ spot_id: spot.id, lot_id: lotId, position })),
    ),
  );
  await syncTable(
    store,
    'parking_spot_place',
    ['place_id'],
    spots.flatMap((spot) =>
      spot.places.map((placeId) => ({ place_id: placeId, spot_id: spot.id })),
    ),
  );
}
