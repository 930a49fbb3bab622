import path from 'node:path';
import { CONTENT_LANGS } from '@ecg/domain/rules/language';
import { webcamRegionOfZipcode } from '@ecg/domain/rules/regions';
import type { Store } from '../store/core/database';
import { readValidated } from '../data-files/json-files';
import { festivalFile } from './editorial-files';
import { searchRow, syncSearchRows } from './search-rows';
import { syncTable } from './sync-table';

/**
 * The area's recurring festivals (data/editorial/festivals.json), which fill the events list's
 * quarters with the months they are usually held. A township a festival names must be one of
 * ours and lie in one of its regions, so a slip in the file stops the seed.
 */
export async function seedFestivals(store: Store, dataDir: string): Promise<void> {
  const file = path.join(dataDir, 'editorial/festivals.json');
  const festivals = readValidated(festivalFile, file);
  const townships = await store.selectFrom('township').select(['code', 'zipcode']).execute();
  // Regions as the events have them: Green Island (951) is a region of its own.
  const regionOf = new Map(
    townships.map((town) => [town.code, webcamRegionOfZipcode(town.zipcode)]),
  );
  for (const festival of festivals) {
    for (const code of festival.townships) {
      const region = regionOf.get(code);
      if (region === undefined || !festival.regions.includes(region))
        throw new Error(
          `${file}: festival ${festival.id} names township ${code} outside its regions`,
        );
    }
  }
  await syncTable(
    store,
    'festival',
    ['id'],
    festivals.map((festival, position) => ({
      id: festival.id,
      position,
      month_from: festival.months.from,
      month_to: festival.months.to,
      regions: JSON.stringify(festival.regions),
      townships: JSON.stringify(festival.townships),
    })),
  );
  const texts = festivals.flatMap((festival) =>
    CONTENT_LANGS.map((lang) => ({
      festival_id: festival.id,
      lang,
      name: festival.name[lang],
      place: festival.place[lang],
      organiser: festival.organiser[lang],
    })),
  );
  await syncTable(store, 'festival_text', ['festival_id', 'lang'], texts);
  await syncSearchRows(
    store,
    'festival',
    texts.map((text) =>
      searchRow({
        entity: 'festival',
        id: text.festival_id,
        lang: text.lang,
        name: text.name,
        summary: text.place,
        content: null,
        extra: text.organiser,
      }),
    ),
  );
}
