import { existsSync } from 'node:fs';
import path from 'node:path';
import { SEASONS, TOUR_CATEGORY_VALUES } from '@ecg/domain/contracts';
import { CONTENT_LANGS } from '@ecg/domain/rules/language';
import { z } from 'zod';
import { sanitizeContent } from '../content/sanitize';
import type { Store } from '../store/core/database';
import { readValidated } from '../data-files/json-files';
import { localizedSchema } from './content-files';
import { syncTable } from './sync-table';

/** The editorial files: category names, and our itineraries built from the seeded places. */
/** Reminders and notes may be blank in a language where there is nothing to say. */
const optionalLocalized = z.object({ 'zh-tw': z.string(), en: z.string(), ja: z.string() });

const categoryFile = z.array(
  z.object({
    kind: z.enum(['attraction', 'tour']),
    value: z.int().positive(),
    name: localizedSchema,
  }),
);

export const TRANSPORT_CODES = [
  'car',
  'scooter',
  'bike',
  'train',
  'bus',
  'ferry',
  'flight',
  'walk',
] as const;

const tourFile = z.array(
  z
    .object({
      id: z.int().positive(),
      categories: z.array(z.literal(TOUR_CATEGORY_VALUES)).min(1),
      days: z.int().min(1).max(3),
      season: z.array(z.enum(SEASONS)).min(1),
      transport: z.array(z.enum(TRANSPORT_CODES)).min(1),
      title: localizedSchema,
      content: localizedSchema,
      remind: optionalLocalized.optional(),
      note: optionalLocalized.optional(),
      daylist: z.array(z.array(z.object({ place: z.int().positive() })).min(1)),
    })
    .refine((tour) => tour.daylist.length === tour.days, {
      error: 'daylist must hold one list per day',
      path: ['daylist'],
    }),
);

export async function seedCategories(store: Store, dataDir: string): Promise<void> {
  const categories = readValidated(categoryFile, path.join(dataDir, 'editorial/categories.json'));
  await syncTable(
    store,
    'category',
    ['kind', 'value'],
    categories.map((category, position) => ({
      kind: category.kind,
      value: category.value,
      position,
      name_zh: category.name['zh-tw'],
      name_en: category.name.en,
      name_ja: category.name.ja,
    })),
  );
}

export async function seedTours(store: Store, dataDir: string): Promise<void> {
  const file = path.join(dataDir, 'editorial/tours.json');
  const tours = existsSync(file) ? readValidated(tourFile, file) : [];
  await syncTable(
    store,
    'tour',
    ['id'],
    tours.map((tour) => ({
      id: tour.id,
      days: tour.days,
      seasons: JSON.stringify(tour.season),
      transport: JSON.stringify(tour.transport),
    })),
  );
  await syncTable(
    store,
    'tour_category',
    ['tour_id', 'category'],
    tours.flatMap((tour) =>
      tour.categories.map((category, position) => ({ tour_id: tour.id, category, position })),
    ),
  );
  await syncTable(
    store,
    'tour_text',
    ['tour_id', 'lang'],
    tours.flatMap((tour) =>
      CONTENT_LANGS.map((lang) => ({
        tour_id: tour.id,
        lang,
        title: tour.title[lang],
        content: sanitizeContent(tour.content[lang]),
        remind: tour.remind?.[lang] ?? '',
        note: tour.note?.[lang] ?? '',
      })),
    ),
  );
  await syncTable(
    store,
    'tour_stop',
    ['tour_id', 'day', 'position'],
    tours.flatMap((tour) =>
      tour.daylist.flatMap((stops, day) =>
        stops.map((stop, position) => ({
          tour_id: tour.id,
          day: day + 1,
          position,
          place_id: stop.place,
        })),
      ),
    ),
  );
}
