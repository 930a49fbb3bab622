import { describe, expect, it } from 'vitest';
import {
  type Days,
  type HoursStatement,
  readOpeningNote,
  type TimeRange,
  type Weekday,
} from './opening-notes';

/** Every note below is a real opening-hours text of the seed (data/seed/places.json). */

const at = (from: string, to: string): TimeRange => ({ from, to });
const open = (times: TimeRange[], days?: Days): HoursStatement =>
  days ? { kind: 'open', days, times } : { kind: 'open', times };
const closed = (...days: Days[]): HoursStatement => ({ kind: 'closed', days });
const phrase = (name: Extract<HoursStatement, { kind: 'phrase' }>['phrase']): HoursStatement => ({
  kind: 'phrase',
  phrase: name,
});
const daily: Days = { kind: 'daily' };
const list = (...days: Weekday[]): Days => ({ kind: 'list', days });
const range = (from: Weekday, to: Weekday): Days => ({ kind: 'range', from, to });

describe('readOpeningNote reads the common notes whole', () => {
  it.each<[string, HoursStatement[]]>([
    // Phrases: the most common notes of all.
    ['全天候開放', [phrase('alwaysOpen')]],
    ['全天', [phrase('alwaysOpen')]],
    ['全日', [phrase('alwaysOpen')]],
    ['全日開放', [phrase('alwaysOpen')]],
    ['全年無休', [phrase('openEveryDay')]],
    ['全年開放', [phrase('openAllYear')]],
    ['24小時全年無休', [phrase('open24Hours'), phrase('openEveryDay')]],
    ['24小時營業', [phrase('open24Hours')]],
    ['24小時', [phrase('open24Hours')]],
    ['24 小時', [phrase('open24Hours')]],
    ['二十四小時', [phrase('open24Hours')]],
    ['24HR', [phrase('open24Hours')]],
    ['24h', [phrase('open24Hours')]],
    ['24Hr', [phrase('open24Hours')]],
    ['詳見官網或電話洽詢', [phrase('seeWebsiteOrCall')]],
    ['請電洽詢問。', [phrase('callToAsk')]],
    ['天黑後禁止通行', [phrase('noEntryAfterDark')]],
    ['全天，建議於白天前往。', [phrase('alwaysOpen'), phrase('bestInDaylight')]],
    // Times, in every spelling of the range and of the colon.
    ['08:00 - 17:00', [open([at('08:00', '17:00')])]],
    ['08:00-17:00', [open([at('08:00', '17:00')])]],
    ['09:00～17:00', [open([at('09:00', '17:00')])]],
    ['07:00～19:00', [open([at('07:00', '19:00')])]],
    ['09：30~18：00', [open([at('09:30', '18:00')])]],
    ['8:30 - 17:00', [open([at('08:30', '17:00')])]],
    ['11:00 – 18:00', [open([at('11:00', '18:00')])]],
    ['10:30–19:00', [open([at('10:30', '19:00')])]],
    // Past midnight.
    ['週四至週六16:30~02:00', [open([at('16:30', '02:00')], range(4, 6))]],
    ['17:30~00:30', [open([at('17:30', '00:30')])]],
    ['08:00~24:00', [open([at('08:00', '24:00')])]],
    // Several ranges a day.
    ['09:00~12:30、13:30~17:30', [open([at('09:00', '12:30'), at('13:30', '17:30')])]],
    ['11:00~14:00,17:30~22:00', [open([at('11:00', '14:00'), at('17:30', '22:00')])]],
    ['11:30~14:00 17:30~21:00', [open([at('11:30', '14:00'), at('17:30', '21:00')])]],
    ['11:00~17:00;18:00~01:00', [open([at('11:00', '17:00'), at('18:00', '01:00')])]],
    // Days.
    ['每日10:00~22:00', [open([at('10:00', '22:00')], daily)]],
    ['每日：09:00-17:00', [open([at('09:00', '17:00')], daily)]],
    ['每天09:00 - 21:00', [open([at('09:00', '21:00')], daily)]],
    ['週一至週日 9:00-17:00。', [open([at('09:00', '17:00')], daily)]],
    ['星期一 - 星期日: 9:00 - 18:00', [open([at('09:00', '18:00')], daily)]],
    // Each day named with the same hours (four visitor centres): said once.
    [
      '星期日: 08:30 - 17:00星期一: 08:30 - 17:00星期二: 08:30 - 17:00星期三: 08:30 - 17:00星期四: 08:30 - 17:00星期五: 08:30 - 17:00星期六: 08:30 - 17:00',
      [open([at('08:30', '17:00')], daily)],
    ],
    ['週一至週五09:00-18:00', [open([at('09:00', '18:00')], range(1, 5))]],
    ['周一-周六08:00-18:00', [open([at('08:00', '18:00')], range(1, 6))]],
    ['每週三～週日 09:00 - 18:00', [open([at('09:00', '18:00')], range(3, 7))]],
    [
      '週一、二、四、五、六、日 09:00~17:00；週三休園',
      [open([at('09:00', '17:00')], list(1, 2, 4, 5, 6, 7)), closed(list(3))],
    ],
    [
      '週一至週五08:30~17:30、周六至週日08:00~18:00',
      [open([at('08:30', '17:30')], range(1, 5)), open([at('08:00', '18:00')], range(6, 7))],
    ],
    [
      '平日09:30~17:00、假日09:00~17:30，週一休館',
      [
        open([at('09:30', '17:00')], { kind: 'weekdays' }),
        open([at('09:00', '17:30')], { kind: 'holidays' }),
        closed(list(1)),
      ],
    ],
    // Closing days.
    ['08:00~17:00，週一休館', [open([at('08:00', '17:00')]), closed(list(1))]],
    ['09:00~17:00(週一休館)', [open([at('09:00', '17:00')]), closed(list(1))]],
    [
      '週二至週日 08:30~17:00 (週一休館)',
      [open([at('08:30', '17:00')], range(2, 7)), closed(list(1))],
    ],
    [
      '週二~週日 09:30 - 16:30 (週一及國定假日休館)',
      [open([at('09:30', '16:30')], range(2, 7)), closed(list(1), { kind: 'publicHolidays' })],
    ],
    ['08:00 - 17:00(周二、周三休館)', [open([at('08:00', '17:00')]), closed(list(2, 3))]],
    ['13:00-17:00 （周二、三公休）', [open([at('13:00', '17:00')]), closed(list(2, 3))]],
    ['11:00-18:00 週一~週二公休', [open([at('11:00', '18:00')]), closed(range(1, 2))]],
    ['每日17:00~22:00 (每週一公休)', [open([at('17:00', '22:00')], daily), closed(list(1))]],
    ['08:00 - 17:00星期六、日休息', [open([at('08:00', '17:00')]), closed(list(6, 7))]],
    ['09:00-17:00( 例假日休息)', [open([at('09:00', '17:00')]), closed({ kind: 'holidays' })]],
    ['全年無休 7:00~17:00', [phrase('openEveryDay'), open([at('07:00', '17:00')])]],
    // "24" alone: the shortest "open 24 hours" of the data.
    ['24', [phrase('open24Hours')]],
    // Morning, afternoon and evening words, AM and PM, hours as 點, times without a colon.
    ['上午8：00至下午5：00止', [open([at('08:00', '17:00')])]],
    ['早上9:00~下午17:00（週一休館）', [open([at('09:00', '17:00')]), closed(list(1))]],
    ['早上8:00 -> 晚上5:30', [open([at('08:00', '17:30')])]],
    ['上午9:00到晚上9:00', [open([at('09:00', '21:00')])]],
    ['星期一至星期日早上09:00-凌晨1:00', [open([at('09:00', '01:00')], daily)]],
    [
      '上午11:30 - 下午2:30 下午5:30 - 上午12:00',
      [open([at('11:30', '14:30'), at('17:30', '00:00')])],
    ],
    ['早上9點至下午9點', [open([at('09:00', '21:00')])]],
    ['上午１０點－晚上８點', [open([at('10:00', '20:00')])]],
    ['AM9:00-PM17:30', [open([at('09:00', '17:30')])]],
    ['AM:10:00~PM:24:00', [open([at('10:00', '24:00')])]],
    ['07:30am~09:30pm', [open([at('07:30', '21:30')])]],
    ['週一 ～ 週日 12:00 PM - 09:30 PM', [open([at('12:00', '21:30')], daily)]],
    ['1100-2100', [open([at('11:00', '21:00')])]],
    ['1030-1300 1700-1900', [open([at('10:30', '13:00'), at('17:00', '19:00')])]],
    // Two times run together.
    [
      '星期一-星期六08:00-12:0013:00-17:00',
      [open([at('08:00', '12:00'), at('13:00', '17:00')], range(1, 6))],
    ],
    // Labels of the hours themselves, and of meals.
    ['營業時間07:00~20:00', [open([at('07:00', '20:00')])]],
    [
      '午間11:00~14:00晚間17:00~21:00每週二公休',
      [open([at('11:00', '14:00')]), open([at('17:00', '21:00')]), closed(list(2))],
    ],
    // Closing days said after a label, as the fixed day, or of each month.
    [
      '供餐時間:11:00-15:00;17:00-20:15休假日:星期二',
      [open([at('11:00', '15:00'), at('17:00', '20:15')]), closed(list(2))],
    ],
    [
      '每週一至六 09:30 - 21:00，每週日為固定公休日',
      [open([at('09:30', '21:00')], range(1, 6)), closed(list(7))],
    ],
    [
      '09:00～16:30 (每月第二個星期二休館，遇例假日則順延一天）',
      [
        open([at('09:00', '16:30')]),
        closed({ kind: 'monthly', nth: [2], day: 2 }),
        phrase('holidayShiftsClosing'),
      ],
    ],
    [
      '11:30-14:00，17:30-21:00(每月第1、3個週三公休，遇國定假日延到隔日休)',
      [
        open([at('11:30', '14:00'), at('17:30', '21:00')]),
        closed({ kind: 'monthly', nth: [1, 3], day: 3 }),
        phrase('holidayShiftsClosing'),
      ],
    ],
    [
      '每個月第２個星期六 14:00 - 18:00',
      [open([at('14:00', '18:00')], { kind: 'monthly', nth: [2], day: 6 })],
    ],
    // Reservations and other whole phrases.
    [
      '09:00 - 17:00(需事先電話預約)星期六、日 休息',
      [open([at('09:00', '17:00')]), phrase('callToBook'), closed(list(6, 7))],
    ],
    ['皆採預約制', [phrase('byReservation')]],
    [
      '週一-週五 9:00-20:00；假日:9:00-18:00 (無固定公休日)',
      [
        open([at('09:00', '20:00')], range(1, 5)),
        open([at('09:00', '18:00')], { kind: 'holidays' }),
        phrase('noFixedClosingDay'),
      ],
    ],
    ['隨時，但建議白天去', [phrase('alwaysOpen'), phrase('bestInDaylight')]],
    ['全年開放，颱風天時會有管制', [phrase('openAllYear'), phrase('typhoonClosures')]],
    ['僅供外部參觀，無對外開放', [phrase('exteriorOnly'), phrase('notOpenToPublic')]],
  ])('%j', (note, expected) => {
    expect(readOpeningNote(note)).toEqual(expected);
  });
});

describe('readOpeningNote leaves in Chinese what it does not read whole', () => {
  it.each([
    // An end that is neither later nor past midnight.
    '周一到周日11:00-9:00',
    // An evening start and a bare end: 18:00 to 9:00 is no opening time.
    '週日到週六中午12點到下午2:30， 晚上6:00到9:00， 每周二為公休日',
    // Seasons, exceptions and remarks.
    '08:00-20:00(4~9月)；08:00-17:00(10~3月)',
    '10:30-14:30,17:00-20:30(夏季)',
    '每日：09:00-17:00(中午不休息)；每年11月至隔年4月，每周一休園',
    '全天候開放（11月～4月為枯水期）',
    '週二至週日：09:00~17:00(週一、國定民俗節日休館)館外綠地園區開放時間：全年無休',
    '07:00~17:30 (親水公園)',
    // The hours of a part of the place are not the place's.
    '遊客中心：08:30-17:30',
    // Hours to book a room are not opening hours.
    '訂房時間:9AM~10PM。',
    '全年開放（颱風時期，請聯絡管理單位）',
    // Days with nothing said of them.
    '禮拜日',
    '',
    '   ',
  ])('%j', (note) => {
    expect(readOpeningNote(note)).toBeUndefined();
  });
});

describe('readOpeningNote says days with the same hours once', () => {
  // Made up, unlike the notes above: days one after another with other hours stay apart.
  it('merges only the days in a row that share their hours', () => {
    expect(
      readOpeningNote('星期一: 08:30 - 17:00星期二: 08:30 - 17:00星期三: 09:00 - 12:00'),
    ).toEqual([open([at('08:30', '17:00')], list(1, 2)), open([at('09:00', '12:00')], list(3))]);
  });
});
