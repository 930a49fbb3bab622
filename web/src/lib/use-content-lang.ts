import { useParams } from './router';
import { isContentLang, type ContentLang } from '@ecg/domain/rules/language';

/** The content language of the current route; the shell has already spelt out zh-tw. */
export function useContentLang(): ContentLang {
  const { lang } = useParams();
  return lang !== undefined && isContentLang(lang) ? lang : 'zh-tw';
}
