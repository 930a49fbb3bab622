import type { CategoryTag, Region, TagKind, Township } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

export interface StoreSummary {
  regions: number;
  townships: number;
}

type RegionId = Region['id'];
type AreaId = Township['areaId'];

/** scope → the lowest scenic_area mark it includes. */
const SCOPE_FLOOR = { all: 0, 'scenic-area': 1, filtered: 2 } as const;

export function geographyRepository(db: Db) {
  return {
    async summary(): Promise<StoreSummary> {
      const count = (table: 'region' | 'township') =>
        db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
      const [regions, townships] = await Promise.all([count('region'), count('township')]);
      return { regions: Number(regions.n), townships: Number(townships.n) };
    },

    /**
     * The three regions in one language. `regionName` is the English name whatever the
     * language, a stable label beside the localized title.
     */
    async regions(lang: ContentLang): Promise<Region[]> {
      const rows = await db.selectFrom('region').selectAll().orderBy('id').execute();
      const suffix = LANG_COLUMN_SUFFIX[lang];
      return rows.map((row) => ({
        id: row.id as RegionId,
        code: row.code as Region['code'],
        title: row[`title_${suffix}`],
        regionName: row.title_en,
        county: row[`county_${suffix}`],
        slogan: row[`slogan_${suffix}`],
      }));
    },

    /** The names of our categories of one kind, in their order, as the spec's category records. */
    async categories(kind: 'attraction' | 'tour', lang: ContentLang): Promise<CategoryTag[]> {
      const rows = await db
        .selectFrom('category')
        .selectAll()
        .where('kind', '=', kind)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({
        title: row[`name_${LANG_COLUMN_SUFFIX[lang]}`],
        value: row.value,
      }));
    },

    /** The filter tags of one list, in the order the editors gave them; value is the tag's id. */
    async tags(kind: TagKind, lang: ContentLang): Promise<CategoryTag[]> {
      const rows = await db
        .selectFrom('tag')
        .selectAll()
        .where('kind', '=', kind)
        .orderBy('position')
        .execute();
      return rows.map((row) => ({ title: row[`name_${LANG_COLUMN_SUFFIX[lang]}`], value: row.id }));
    },

    /** Townships, ids being the Ministry of the Interior's codes, which never change. */
    async townships(scope: keyof typeof SCOPE_FLOOR): Promise<Township[]> {
      const rows = await db
        .selectFrom('township')
        .selectAll()
        .where('scenic_area', '>=', SCOPE_FLOOR[scope])
        .orderBy('zipcode')
        .orderBy('code')
        .execute();
      return rows.map((row) => ({
        id: Number(row.code),
        name: row.name_zh,
        enName: row.name_en,
        jaName: row.name_ja ?? row.name_zh,
        zipcode: row.zipcode,
        areaId: row.area_id as AreaId,
        value: `${row.county_zh}${row.name_zh}`,
      }));
    },

    /** The Chinese name (as CWA writes it) of a zipcode's township; undefined outside the two counties. */
    async townshipNameOfZipcode(zipcode: number): Promise<string | undefined> {
      const row = await db
        .selectFrom('township')
        .select('name_zh')
        .where('zipcode', '=', zipcode)
        .orderBy('code')
        .executeTakeFirst();
      return row?.name_zh;
    },
  };
}

export type GeographyRepository = ReturnType<typeof geographyRepository>;
