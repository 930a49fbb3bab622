import { useState } from 'react';
import { useTranslation } from '@/lib/i18n';
import type { ContentLang } from '@ecg/domain/rules/language';
import { openingHoursWeek } from '@ecg/domain/rules/opening-hours';
import { Glyph } from '@/components/Glyph';
import { DetailSection } from '@/components/detail-parts';
import { PracticalNote } from '@/components/practical-note/PracticalNote';

/**
 * Opening hours (requirements §2, §5): the place's own text, and where Google's week is known,
 * today's line (Taipei) up front with the whole week one tap away. The place's text is said
 * in the reader's language where the domain reads it whole. A sight's are its opening hours, a
 * restaurant's, shop's or lodging's its business hours: Japanese says them apart (開放時間,
 * 営業時間; docs/glossary.md).
 */
export function OpeningHours({
  opentime,
  opentimeGoogle,
  lang,
  business = false,
}: {
  opentime: string | undefined;
  opentimeGoogle: readonly string[] | undefined;
  lang: ContentLang;
  /** Whether the place does business (food, lodging, shops) rather than being a sight. */
  business?: boolean;
}) {
  const { t } = useTranslation();
  // The day is read once, when the page opens; a page left open past midnight keeps its day.
  const [now] = useState(() => Date.now());
  const week =
    opentimeGoogle && opentimeGoogle.length > 0 ? openingHoursWeek(opentimeGoogle, now) : [];
  const today = week.find((line) => line.today);
  if (!opentime && week.length === 0) return null;
  return (
    <DetailSection
      title={t(business ? 'place.businessHours' : 'place.openingHours')}
      className="place-hours"
    >
      {today ? (
        <p className="place-hours__today">
          <Glyph name="clock" />
          <span className="place-hours__badge">{t('place.today')}</span>
          <span>{today.text}</span>
        </p>
      ) : null}
      {week.length > 0 ? (
        <details className="place-hours__week">
          <summary>{t('place.wholeWeek')}</summary>
          <ol>
            {week.map((line, index) => (
              <li
                key={index}
                className={line.today ? 'place-hours__line--today' : undefined}
                {...(line.today ? { 'aria-current': 'date' as const } : {})}
              >
                {line.text}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {opentime ? (
        <div className="place-hours__note">
          <PracticalNote field="hours" note={opentime} lang={lang} />
        </div>
      ) : null}
    </DetailSection>
  );
}
