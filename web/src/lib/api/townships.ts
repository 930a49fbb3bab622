import { queryOptions } from '../query';
import type { Township } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { getContent } from './content';
import { callKey } from './query-keys';

/** The 29 townships of Hualien and Taitung, each with its zipcode, for the weather and tides pages. */
export const townshipsQuery = (lang: ContentLang) =>
  queryOptions({
    queryKey: callKey('townships', lang, { scope: 'all' }),
    queryFn: ({ signal }) => getContent('townships', lang, { scope: 'all' }, signal),
  });

/** A township's name in the content language (proper names stay Chinese in zh-tw). */
export function townshipName(township: Township, lang: ContentLang): string {
  if (lang === 'en') return township.enName;
  if (lang === 'ja') return township.jaName;
  return township.name;
}
