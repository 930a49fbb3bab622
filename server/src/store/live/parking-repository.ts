import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

/** A car park serving a spot, named in the requested language. */
export interface SpotLotRow {
  id: string;
  city: string;
  name: string;
  lat: number;
  lng: number;
}

export function parkingRepository(db: Db) {
  return {
    /** The car parks of a parking id, nearest first; none when the id is not ours. */
    async spotLots(spotId: string, lang: ContentLang): Promise<SpotLotRow[]> {
      return db
        .selectFrom('parking_spot_lot as sl')
        .innerJoin('parking_lot as l', 'l.id', 'sl.lot_id')
        .select(['l.id', 'l.city', `l.name_${LANG_COLUMN_SUFFIX[lang]} as name`, 'l.lat', 'l.lng'])
        .where('sl.spot_id', '=', spotId)
        .orderBy('sl.position')
        .execute();
    },
  };
}

export type ParkingRepository = ReturnType<typeof parkingRepository>;
