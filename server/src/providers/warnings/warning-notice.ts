import type { Notice } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { NOTICE_TYPE } from '@ecg/domain/rules/notices';
import { textToHtml } from '../../content/sanitize';
import { CWA_PROVIDER } from '../cwa/cwa-client';
import type { CwaWarning } from './warning';
import { warningTitle } from './warning-words';

/**
 * A CWA warning in force as an important notice (docs/live-data.md, Warnings):
 * type 2 when it calls for action, so the app pops it up once (requirements §4), else a bell;
 * its words in the reader's language (the upstream's text escaped), its source and its end.
 * A sample's warning is an example on its recorded day: titled so, and never the pop-up kind,
 * so that a visitor without live data is never told to act on it.
 */
export function warningNotice(warning: CwaWarning, lang: ContentLang, sample: boolean): Notice {
  const text = warning.description?.[lang] ?? warning.title[lang];
  return {
    id: warning.id,
    type: warning.action && !sample ? NOTICE_TYPE.warn : NOTICE_TYPE.bell,
    title: warningTitle(warning.title[lang], lang, sample),
    datetime: warning.issuedAt,
    // As an editorial notice: the plain words, and the same as safe HTML to show.
    description: text,
    content: textToHtml(text),
    source: { provider: CWA_PROVIDER, sample },
    ...(warning.expiresAt ? { expires: warning.expiresAt } : {}),
  };
}

/** Editorial notices and warnings in one list, the newest first; a warning first on a tie. */
export function newestFirst(warnings: Notice[], editorial: Notice[]): Notice[] {
  return [...warnings, ...editorial].sort((a, b) => b.datetime.localeCompare(a.datetime));
}
