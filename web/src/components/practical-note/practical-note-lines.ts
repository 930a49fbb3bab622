import type { TFunction } from '@/lib/i18n';
import type { Days, TimeRange, Weekday } from '@ecg/domain/rules/opening-notes';
import type { NoteStatement } from '@ecg/domain/rules/practical-notes';

type OpenStatement = Extract<NoteStatement, { kind: 'open' }>;

type WeekdayStyle = 'short' | 'long';

/** 1 January 2024 was a Monday: day n of that week is ISO weekday n. */
const weekdayName = (day: Weekday, lang: string, style: WeekdayStyle) =>
  new Intl.DateTimeFormat(lang, { weekday: style, timeZone: 'UTC' }).format(Date.UTC(2024, 0, day));

const listOf = (items: string[], lang: string) =>
  new Intl.ListFormat(lang, { style: 'narrow', type: 'conjunction' }).format(items);

function daysText(days: Days, t: TFunction, lang: string, style: WeekdayStyle): string {
  switch (days.kind) {
    case 'daily':
      return t('practicalNote.daily');
    case 'weekdays':
      return t('practicalNote.weekdays');
    case 'holidays':
      return t('practicalNote.holidays');
    case 'publicHolidays':
      return t('practicalNote.publicHolidays');
    case 'lunarNewYearsEve':
      return t('practicalNote.lunarNewYearsEve');
    case 'typhoonDays':
      return t('practicalNote.typhoonDays');
    case 'monthly':
      return t('practicalNote.monthly', {
        nth: listOf(
          days.nth.map((nth) => t(`practicalNote.nth.${nth}`)),
          lang,
        ),
        day: weekdayName(days.day, lang, 'long'),
      });
    case 'range':
      return t('practicalNote.dayRange', {
        from: weekdayName(days.from, lang, style),
        to: weekdayName(days.to, lang, style),
      });
    case 'list':
      return listOf(
        days.days.map((day) => weekdayName(day, lang, style)),
        lang,
      );
  }
}

const timeText = ({ from, to }: TimeRange, t: TFunction) =>
  t('practicalNote.timeRange', { from, to });

/**
 * Opening hours of several periods, one a line (requirements §2): the days with the first,
 * the later periods of those days on the lines after it.
 */
function openLines(statement: OpenStatement, t: TFunction, lang: string): string[] {
  return statement.times.map((range, index) => {
    const times = timeText(range, t);
    return statement.days && index === 0
      ? t('practicalNote.open', { days: daysText(statement.days, t, lang, 'short'), times })
      : times;
  });
}

function lineOf(statement: Exclude<NoteStatement, OpenStatement>, t: TFunction, lang: string) {
  switch (statement.kind) {
    case 'phrase':
      return t(`practicalNote.phrase.${statement.phrase}`);
    case 'closed':
      return t('practicalNote.closed', {
        days: listOf(
          statement.days.map((days) => daysText(days, t, lang, 'long')),
          lang,
        ),
      });
    case 'price':
      return t('practicalNote.price', {
        ticket: t(`practicalNote.ticket.${statement.ticket}`),
        amount: statement.amount,
      });
    case 'fee': {
      const vehicle = t(`practicalNote.vehicle.${statement.vehicle}`);
      return statement.days
        ? t('practicalNote.feeOn', {
            vehicle,
            days: t(`practicalNote.feeDays.${statement.days}`),
            amount: statement.amount,
          })
        : t('practicalNote.fee', { vehicle, amount: statement.amount });
    }
    case 'spaces':
      return t('practicalNote.spaces', {
        cars: statement.cars,
        motorcycles: statement.motorcycles,
        coaches: statement.coaches,
      });
  }
}

/** What a note the domain has read says, a line a statement, in the interface language. */
export function practicalNoteLines(
  statements: readonly NoteStatement[],
  t: TFunction,
  lang: string,
): string[] {
  return statements.flatMap((statement) =>
    statement.kind === 'open' ? openLines(statement, t, lang) : [lineOf(statement, t, lang)],
  );
}
