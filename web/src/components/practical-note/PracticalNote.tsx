import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { openingPeriodLines } from '@ecg/domain/rules/opening-periods';
import { type NoteField, readPracticalNote } from '@ecg/domain/rules/practical-notes';
import { practicalNoteLines } from './practical-note-lines';
import './practical-note.css';

/**
 * A practical note of the open data (hours, tickets, parking), written in Chinese. In another
 * language, a note the domain reads whole is said in the reader's language; any other stays
 * as written, marked as Chinese for the eye and for screen readers (requirements §3). `tidy`: in
 * Chinese too, a note the domain reads is said its way, short (for a list, not a page).
 */
export function PracticalNote({
  field,
  note,
  lang,
  tidy = false,
}: {
  field: NoteField;
  note: string;
  lang: ContentLang;
  tidy?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const statements = lang === 'zh-tw' && !tidy ? undefined : readPracticalNote(field, note);
  if (statements) {
    const lines = practicalNoteLines(statements, t, i18n.language);
    if (lines.length === 1) return <span className="place-text practical-note">{lines[0]}</span>;
    return (
      <ul className="practical-note practical-note--lines">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    );
  }
  // Hours of several periods, one a line, as the domain cuts them (requirements §2).
  const lines = field === 'hours' ? openingPeriodLines(note) : [note];
  const original =
    lines.length > 1 ? (
      <ul lang="zh-Hant" className="place-text practical-note--lines">
        {lines.map((line, index) => (
          <li key={index}>{line}</li>
        ))}
      </ul>
    ) : (
      <span lang="zh-Hant" className="place-text">
        {note}
      </span>
    );
  if (lang === 'zh-tw') return original;
  const Wrapper = lines.length > 1 ? 'div' : 'span';
  return (
    <Wrapper className="practical-note practical-note--chinese">
      <span className="in-chinese">{t('placeLanguage.inChinese')}</span> {original}
    </Wrapper>
  );
}
