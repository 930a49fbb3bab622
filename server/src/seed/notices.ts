import path from 'node:path';
import { DATE_TIME_PATTERN, NOTICE_TYPES, monthSchema, zipcodeSchema } from '@ecg/domain/contracts';
import { CONTENT_LANGS } from '@ecg/domain/rules/language';
import { z } from 'zod';
import { sanitizeContent } from '../content/sanitize';
import type { Store } from '../store/core/database';
import { readValidated } from '../data-files/json-files';
import { localizedSchema } from './content-files';
import { syncTable } from './sync-table';

const noticeFile = z.array(
  z.object({
    id: z.int().positive(),
    type: z.literal(NOTICE_TYPES),
    datetime: z.string().regex(DATE_TIME_PATTERN),
    update_time: z.string().regex(DATE_TIME_PATTERN).optional(),
    zipcodes: z.array(zipcodeSchema).optional(),
    months: z.array(monthSchema).optional(),
    title: localizedSchema,
    description: localizedSchema,
    content: localizedSchema,
    content_title: localizedSchema.optional(),
    link: z
      .array(z.object({ name: localizedSchema, url: z.url({ protocol: /^https$/ }) }))
      .optional(),
  }),
);

/**
 * Our notices (data/editorial/notices.json): general safety and travel information, in three
 * languages; those about one part of the area name its zipcodes, seasonal ones their months.
 */
export async function seedNotices(store: Store, dataDir: string): Promise<void> {
  const notices = readValidated(noticeFile, path.join(dataDir, 'editorial/notices.json'));
  await syncTable(
    store,
    'notice',
    ['id'],
    notices.map((notice) => ({
      id: notice.id,
      type: notice.type,
      datetime: notice.datetime,
      update_time: notice.update_time ?? notice.datetime,
      zipcodes: JSON.stringify(notice.zipcodes ?? []),
      months: JSON.stringify(notice.months ?? []),
    })),
  );
  await syncTable(
    store,
    'notice_text',
    ['notice_id', 'lang'],
    notices.flatMap((notice) =>
      CONTENT_LANGS.map((lang) => ({
        notice_id: notice.id,
        lang,
        title: notice.title[lang],
        description: notice.description[lang],
        content: sanitizeContent(notice.content[lang]),
        content_title: notice.content_title?.[lang] ?? '',
        links: JSON.stringify(
          (notice.link ?? []).map((link) => ({ name: link.name[lang], url: link.url })),
        ),
      })),
    ),
  );
}
