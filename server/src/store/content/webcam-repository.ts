import type { FacilitySource } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { webcamRegionOfZipcode, webcamZipcode, type RegionId } from '@ecg/domain/rules/regions';
import type { Db } from '../core/database';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

/** A live webcam as the app lists it (requirements §3): zipcode from its address, and its region. */
export type WebcamRecord = {
  id: number;
  name: string;
  address: string;
  zipcode?: number;
  regionId?: RegionId;
  latlng?: string;
  image: string;
  kind: 'still';
  active: boolean;
  source: FacilitySource;
  facilityId?: string;
};

/**
 * The area's live webcams, along the coast from north to south: the WRA's cameras (seed/
 * webcams.ts), each a still picture the WRA refreshes, with the source its licence asks us to name.
 */
export function webcamRepository(db: Db) {
  return {
    async list(lang: ContentLang): Promise<WebcamRecord[]> {
      const suffix = LANG_COLUMN_SUFFIX[lang];
      const rows = await db
        .selectFrom('webcam as w')
        .innerJoin('webcam_text as t', (join) =>
          join.onRef('t.webcam_id', '=', 'w.id').on('t.lang', '=', lang),
        )
        .innerJoin('facility_source as s', 's.id', 'w.source_id')
        .selectAll('w')
        .select([
          't.name',
          't.address',
          's.id as source',
          's.name_zh',
          `s.name_${suffix} as source_name`,
          's.publisher',
          's.licence',
          's.attribution',
          's.date',
        ])
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
          image: row.image_url,
          kind: 'still',
          active: row.active === 1,
          source: {
            id: row.source,
            name: row.source_name ?? row.name_zh,
            publisher: row.publisher,
            licence: row.licence,
            attribution: row.attribution,
            date: row.date,
          },
          ...(row.facility_id !== null ? { facilityId: row.facility_id } : {}),
        };
      });
    },
  };
}

export type WebcamRepository = ReturnType<typeof webcamRepository>;
