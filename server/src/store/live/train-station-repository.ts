import type { TrainStation } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { isRegionStation, traStationPage } from '@ecg/domain/rules/trains';
import type { Db } from '../core/database';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

/** The facility source of TRA's stations (server/src/importer/local-facilities/sources.ts). */
const TRA_SOURCE = 'tra-stations';
const ID_PREFIX = `${TRA_SOURCE}-`;

/**
 * The region's TRA stations from the railway-station layer (docs/map.md, The facility store),
 * north to south, named in the asked language where TDX names them (Chinese otherwise). The
 * station number is the facility id's tail (`tra-stations-7000`).
 */
export function trainStationRepository(db: Db) {
  return {
    async list(lang: ContentLang): Promise<TrainStation[]> {
      const rows = await db
        .selectFrom('facility')
        .select(['id', 'lat', 'lng', 'name_zh', 'name_en', 'name_ja', 'tel'])
        .where('source_id', '=', TRA_SOURCE)
        .orderBy('lat', 'desc')
        .execute();
      const suffix = LANG_COLUMN_SUFFIX[lang];
      return rows.flatMap((row) => {
        const id = row.id.slice(ID_PREFIX.length);
        if (!row.id.startsWith(ID_PREFIX) || !isRegionStation(id)) return [];
        const name =
          (suffix === 'en' ? row.name_en : suffix === 'ja' ? row.name_ja : null) ?? row.name_zh;
        return [
          {
            id,
            name,
            lat: row.lat,
            lng: row.lng,
            ...(row.tel ? { tel: row.tel } : {}),
            url: traStationPage(id),
          },
        ];
      });
    },
  };
}

export type TrainStationRepository = ReturnType<typeof trainStationRepository>;
