import { queryOptions } from '@/lib/query';
import type { TagKind } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '@/lib/api/content';
import { callKey } from '@/lib/api/query-keys';

/** The filter tags of a list: attractions, food, hotels or shops. */
export const tagsQuery = (kind: TagKind, lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('tags', lang, { kind }),
    queryFn: ({ signal }) => getContent('tags', lang, { kind }, signal),
  });

/** Hualien, Taitung and Green Island. */
export const regionsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('regions', lang),
    queryFn: ({ signal }) => getContent('regions', lang, {}, signal),
  });

/** Every township of the two counties: a list may hold places outside the scenic area. */
export const townshipsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('townships', lang, { scope: 'all' }),
    queryFn: ({ signal }) => getContent('townships', lang, { scope: 'all' }, signal),
  });
