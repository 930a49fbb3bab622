import type { Image, RegionCode } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { REGIONS, webcamRegionOfZipcode, type RegionId } from '@ecg/domain/rules/regions';
import { sql } from 'kysely';
import type { Db } from '../core/database';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

/**
 * A region-detail record: one area of the scenic area, its type the code of its region, and
 * its neighbours along the coast (north to south, then the island) as nextId and afterId.
 */
export type AreaRecord = {
  id: number;
  type: RegionCode;
  name: string;
  title: string;
  summary: string;
  zipcode: number;
  regionId: RegionId;
  nextId: number | null;
  afterId: number | null;
  image: Image | null;
};

export function areaRepository(db: Db) {
  const all = async (lang: ContentLang): Promise<AreaRecord[]> => {
    const rows = await db
      .selectFrom('area as a')
      .innerJoin('area_text as t', (join) =>
        join.onRef('t.area_id', '=', 'a.id').on('t.lang', '=', lang),
      )
      .innerJoin('township as tw', 'tw.code', 'a.township_code')
      .select([
        'a.id',
        'a.image',
        't.title',
        't.summary',
        'tw.zipcode',
        sql<string>`coalesce(${sql.ref(`tw.name_${LANG_COLUMN_SUFFIX[lang]}`)}, tw.name_zh)`.as(
          'name',
        ),
      ])
      .orderBy('a.position')
      .execute();
    return rows.map((row, index) => {
      // Every area lies in the two counties, so its zipcode always names a region.
      const regionId = webcamRegionOfZipcode(row.zipcode)!;
      return {
        id: row.id,
        type: REGIONS.find((region) => region.id === regionId)!.code,
        name: row.name,
        title: row.title,
        summary: row.summary,
        zipcode: row.zipcode,
        regionId,
        nextId: rows[index + 1]?.id ?? null,
        afterId: rows[index - 1]?.id ?? null,
        image: row.image ? (JSON.parse(row.image) as Image) : null,
      };
    });
  };

  return {
    /** The areas of one region (by code), or all of them, in coastal order. */
    async list(type: RegionCode | 'all', lang: ContentLang): Promise<AreaRecord[]> {
      const areas = await all(lang);
      return type === 'all' ? areas : areas.filter((area) => area.type === type);
    },

    async find(id: number, lang: ContentLang): Promise<AreaRecord | undefined> {
      return (await all(lang)).find((area) => area.id === id);
    },
  };
}

export type AreaRepository = ReturnType<typeof areaRepository>;
