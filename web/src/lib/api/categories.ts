import { queryOptions } from '../query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from './content';
import { callKey } from './query-keys';

/**
 * The names of the categories: attractions (11 to 17) or itineraries (611 to 616, 20675), for
 * the home's themed tours, the lists' chips and a place's detail alike.
 */
export const categoriesQuery = (kind: 'attraction' | 'tour', lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('categories', lang, { kind }),
    queryFn: ({ signal }) => getContent('categories', lang, { kind }, signal),
  });
