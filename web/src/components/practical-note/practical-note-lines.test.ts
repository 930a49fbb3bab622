import { createI18n, type TFunction } from '@/lib/i18n';
import { beforeAll, describe, expect, it } from 'vitest';
import { readPracticalNote, type NoteField } from '@ecg/domain/rules/practical-notes';
import en from '@/locales/content/en.json';
import ja from '@/locales/content/ja.json';
import ko from '@/locales/content/ko.json';
import { practicalNoteLines } from './practical-note-lines';

/** Real notes of the seed, read by the domain and said with the real locale strings. */
const translators = new Map<string, TFunction>();

beforeAll(async () => {
  for (const [lang, strings] of [
    ['en', en],
    ['ja', ja],
    ['ko', ko],
  ] as const) {
    translators.set(lang, createI18n({ language: lang, strings: { [lang]: strings } }).t);
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
    ['en', 'hours', '24', ['Open 24 hours']],
    ['ja', 'hours', '24', ['24時間オープン']],
    ['en', 'hours', '上午9:00到晚上9:00', ['09:00–21:00']],
    [
      'en',
      'hours',
      '09:00~16:30休館日：每月第二個星期二，遇假日順延一天',
      [
        '09:00–16:30',
        'Closed: the 2nd Tuesday of each month',
        'If the closing day is a holiday, it closes the next day instead',
      ],
    ],
    [
      'ja',
      'hours',
      '09:00~16:30休館日：每月第二個星期二，遇假日順延一天',
      ['09:00～16:30', '定休日：毎月第2火曜日', '定休日が祝日の場合は翌日休み'],
    ],
    [
      'ja',
      'hours',
      '09:00~17:00(除夕及颱風天公休)',
      ['09:00～17:00', '定休日：旧暦大晦日、台風の日'],
    ],
    ['ja', 'hours', '皆採預約制', ['完全予約制']],
    ['en', 'parking', '停車費：汽車50元、機車30元', ['Cars: NT$50', 'Motorcycles: NT$30']],
    [
      'ja',
      'parking',
      '大型車：假日200元、平日170元；小型車：假日60元、平日50元；機車：假日20元、平日15元',
      [
        '大型車（土日祝日）：NT$200',
        '大型車（平日）：NT$170',
        '普通車（土日祝日）：NT$60',
        '普通車（平日）：NT$50',
        'バイク（土日祝日）：NT$20',
        'バイク（平日）：NT$15',
      ],
    ],
    ['ja', 'ticket', '免費，但須申請入山證', ['無料', '入山許可証が必要']],
  ])('%s %s %j', (lang, field, note, expected) => {
    expect(linesOf(lang, field, note)).toEqual(expected);
  });
});
