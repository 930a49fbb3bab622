import path from 'node:path';
import { NOTICE_TYPES, DATE_TIME_PATTERN } from '@ecg/domain/contracts';
import { z } from 'zod';
import { sanitizeContent } from '../content/sanitize';
import type { Store } from '../store/database';
import { readJson } from './data-files';

const localized = z.object({
  'zh-tw': z.string().min(1),
  en: z.string().min(1),
  ja: z.string().min(1),
});
const noticeFile = z.array(
  z.object({
    id: z.int().positive(),
    type: z.literal(NOTICE_TYPES),
    datetime: z.string().regex(DATE_TIME_PATTERN),
    update_time: z.string().regex(DATE_TIME_PATTERN).optional(),
    title: localized,
    description: localized,
    content: localized,
    content_title: localized.optional(),
    link: z.array(z.object({ name: localized, url: z.url({ protocol: /^https$/ }) })).optional(),
  }),
);

const LANGS = ['zh-tw', 'en', 'ja'] as const;

/** Our notices (data/editorial/notices.json): general safety and travel information, in three languages. */
export async function seedNotices(store: Store, dataDir: string): Promise<void> {
  const file = path.join(dataDir, 'editorial/notices.json');
  const parsed = noticeFile.safeParse(readJson(file));
  if (!parsed.success) throw new Error(`${file}: ${z.prettifyError(parsed.error)}`);
  for (const notice of parsed.data) {
    await store
      .insertInto('notice')
      .values({
        id: notice.id,
        type: notice.type,
        datetime: notice.datetime,
        update_time: notice.update_time ?? notice.datetime,
      })
      .execute();
    await store
      .insertInto('notice_text')
      .values(
        LANGS.map((lang) => ({
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
      )
      .execute();
  }
}
