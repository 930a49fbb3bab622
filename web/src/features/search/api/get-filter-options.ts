import { queryOptions } from '@tanstack/react-query';
import type { CategoryTag, Region, TagKind, Township } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from '../../../lib/api/content';

/** The names of the category chips: attractions (11–17) or itineraries (611–616, 20675). */
export const categoriesQuery = (kind: 'attraction' | 'tour', lang: ContentLang) =>
  queryOptions({
    queryKey: ['categories', lang, kind],
    queryFn: ({ signal }) => getContent<CategoryTag[]>('categories', lang, { kind }, signal),
  });

/** The filter tags of a list: attractions, food, hotels or shops. */
export const tagsQuery = (kind: TagKind, lang: ContentLang) =>
  queryOptions({
    queryKey: ['tags', lang, kind],
    queryFn: ({ signal }) => getContent<CategoryTag[]>('tags', lang, { kind }, signal),
  });

/** Hualien, Taitung and Green Island. */
export const regionsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: ['regions', lang],
    queryFn: ({ signal }) => getContent<Region[]>('regions', lang, {}, signal),
  });

/** Every township of the two counties: a list may hold places outside the scenic area. */
export const townshipsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: ['townships', lang, 'all'],
    queryFn: ({ signal }) => getContent<Township[]>('townships', lang, { scope: 'all' }, signal),
  });
