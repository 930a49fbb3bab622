import { z } from 'zod';
import { PAGE_SIZE_MAX } from './envelope';
import { pagingFields } from './lists';

/**
 * The content lists of requirements §7 that no source publishes (requirements §7, our decision):
 * travel reports, travellers' diaries, applications open online and Instagram posts. Each call
 * exists and answers an empty page with a note, in the asked language, saying why it is empty;
 * we invent no entry.
 */
export const UNSOURCED_LISTS = ['reports', 'diary', 'apply', 'instagram'] as const;
export type UnsourcedList = (typeof UNSOURCED_LISTS)[number];

export const unsourcedListQuerySchema = z.object(pagingFields);
export type UnsourcedListQuery = z.infer<typeof unsourcedListQuerySchema>;

export const unsourcedListPageSchema = z.object({
  items: z.array(z.never()).length(0, { error: 'an unsourced list holds no item' }),
  total: z.literal(0, { error: 'an unsourced list has no item' }),
  page: z.int().positive({ error: 'page counts from 1' }),
  pageSize: z.int().positive().max(PAGE_SIZE_MAX),
  /** Why the list is empty, in the asked language. */
  note: z.string().min(1, { error: 'note must say why the list is empty' }),
});
export type UnsourcedListPage = z.infer<typeof unsourcedListPageSchema>;
