import i18next, { type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPracticalNote, type NoteField } from '@ecg/domain/rules/practical-notes';
import en from '../../locales/content/en.json';
import ja from '../../locales/content/ja.json';
import ko from '../../locales/content/ko.json';
import { practicalNoteLines } from './practical-note-lines';

/** Real notes of the seed, read by the domain and said with the real locale strings. */
const translators = new Map<string, TFunction>();

beforeAll(async () => {
  for (const [lang, strings] of [
    ['en', en],
    ['ja', ja],
    ['ko', ko],
  ] as const) {
    const instance = i18next.createInstance();
    await instance.init({
      lng: lang,
      resources: { [lang]: { translation: strings } },
      interpolation: { escapeValue: false },
    });
    translators.set(lang, instance.t);
  }
});

const linesOf = (lang: string, field: NoteField, note: string) => {
  const statements = readPracticalNote(field, note);
  if (!statements) throw new Error(`the rule reads ${note}`);
  return practicalNoteLines(statements, translators.get(lang)!, lang);
};

describe('practicalNoteLines', () => {
  it.each<[string, NoteField, string, string[]]>([
    ['en', 'hours', '全天候開放', ['Always open']],
    ['ja', 'hours', '全天候開放', ['常時開放']],
    ['en', 'hours', '每日14:00~22:30', ['Daily 14:00–22:30']],
    ['ja', 'hours', '每日14:00~22:30', ['毎日 14:00～22:30']],
    [
      'en',
      'hours',
      '週二~週日 09:30 - 16:30 (週一及國定假日休館)',
      ['Tue–Sun 09:30–16:30', 'Closed: Monday, public holidays'],
    ],
    [
      'ja',
      'hours',
      '週二~週日 09:30 - 16:30 (週一及國定假日休館)',
      ['火～日 09:30～16:30', '定休日：月曜日、祝日'],
    ],
    // Several periods, one a line; the days with the first.
    ['en', 'hours', '09:00~12:30、13:30~17:30', ['09:00–12:30', '13:30–17:30']],
    [
      'en',
      'hours',
      '週二至週六 09:00 - 12:00、14:00 - 18:00',
      ['Tue–Sat 09:00–12:00', '14:00–18:00'],
    ],
    ['en', 'hours', '11:00-14:00，週一、週五店休', ['11:00–14:00', 'Closed: Monday, Friday']],
    ['en', 'hours', '24小時全年無休', ['Open 24 hours', 'Open every day of the year']],
    ['ko', 'hours', '週一至週五09:00-18:00', ['월~금 09:00~18:00']],
    ['en', 'ticket', '免費', ['Free']],
    ['ja', 'ticket', '免費', ['無料']],
    ['en', 'ticket', '全票50元,半票20元', ['Full price: NT$50', 'Half price: NT$20']],
    ['en', 'parking', '路邊停車', ['Roadside parking']],
    [
      'en',
      'parking',
      '車位:小客車10輛、機車10輛、大客車0輛',
      ['Parking spaces: cars 10, motorcycles 10, coaches 0'],
    ],
  ])('%s %s %j', (lang, field, note, expected) => {
    expect(linesOf(lang, field, note)).toEqual(expected);
  });
});
