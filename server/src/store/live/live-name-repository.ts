import type { ContentLang } from '@ecg/domain/rules/language';
import type { Db } from '../core/database';
import type { LiveNameKind } from '../core/schema';

/** The names of one language, each falling back to the upstream's Chinese. */
export interface LiveNamer {
  station(name: string): string;
  seaArea(name: string): string;
  /** Whatever a live answer is for: a township, a station or a sea area. */
  place(name: string): string;
}

const AS_WRITTEN: LiveNamer = {
  station: (name) => name,
  seaArea: (name) => name,
  place: (name) => name,
};

/**
 * The live data's names in the asked language (data/translations/live-names.json, loaded by the
 * seed): the stations, buoys and sea areas the live answers name, and the townships they are for.
 */
export function liveNameRepository(db: Db) {
  return {
    async namerOf(lang: ContentLang): Promise<LiveNamer> {
      if (lang === 'zh-tw') return AS_WRITTEN;
      const rows = await db
        .selectFrom('live_name')
        .select(['kind', 'name_zh', 'name'])
        .where('lang', '=', lang)
        .execute();
      const names = new Map(rows.map((row) => [`${row.kind} ${row.name_zh}`, row.name]));
      const of =
        (...kinds: LiveNameKind[]) =>
        (name: string) => {
          const key = kinds.find((kind) => names.has(`${kind} ${name}`));
          return key ? names.get(`${key} ${name}`)! : name;
        };
      return {
        station: of('station'),
        seaArea: of('sea-area'),
        place: of('township', 'station', 'sea-area'),
      };
    },
  };
}

export type LiveNameRepository = ReturnType<typeof liveNameRepository>;
