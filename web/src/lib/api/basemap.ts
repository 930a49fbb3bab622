import { queryOptions } from '../query';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from './content';
import { callKey } from './query-keys';

/**
 * Our own basemap, its names in the asked language (docs/map.md): the map draws
 * it, and the SOS finds the visitor's township in its shapes, on the phone.
 */
export const basemapQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('basemap', lang),
    queryFn: ({ signal }) => getContent('basemap', lang, {}, signal),
  });
