import type { ContentLang } from '@ecg/domain/rules/language';
import { webcamRegionOfZipcode, webcamZipcode, type RegionId } from '@ecg/domain/rules/regions';
import type { Store } from './database';

/** A live webcam as the app lists it (requirements §3): zipcode from its address, and its region. */
export type WebcamRecord = {
  id: number;
  name: string;
  address: string;
  zipcode?: number;
  regionId?: RegionId;
  latlng?: string;
  stream: string;
};

/**
 * The area's live webcams. No open list of them exists in data/, and we do not invent
 * stream addresses, so the table is empty until one is published.
 */
export function webcamRepository(store: Store) {
  return {
    async list(lang: ContentLang): Promise<WebcamRecord[]> {
      const rows = await store
        .selectFrom('webcam as w')
        .innerJoin('webcam_text as t', (join) =>
          join.onRef('t.webcam_id', '=', 'w.id').on('t.lang', '=', lang),
        )
        .selectAll('w')
        .select(['t.name', 't.address'])
        .orderBy('w.position')
        .execute();
      return rows.map((row) => {
        const zipcode = webcamZipcode(row.address);
        const regionId = webcamRegionOfZipcode(zipcode);
        return {
          id: row.id,
          name: row.name,
          address: row.address,
          ...(zipcode ? { zipcode } : {}),
          ...(regionId ? { regionId } : {}),
          ...(row.lat !== null && row.lng !== null ? { latlng: `${row.lat},${row.lng}` } : {}),
          stream: row.stream_url,
        };
      });
    },
  };
}

export type WebcamRepository = ReturnType<typeof webcamRepository>;
