import type { HoursPhrase } from './opening-notes';

/**
 * The whole phrases of the opening-hours notes (opening-notes.ts), longest first, so 全天候開放
 * is not read as 全天 and a remainder. Each is said in the reader's language by the app.
 */
export const HOURS_PHRASES: readonly (readonly [string, readonly HoursPhrase[]])[] = [
  ['24小時全年無休', ['open24Hours', 'openEveryDay']],
  ['遇例假日則順延一天', ['holidayShiftsClosing']],
  ['遇國定假日延到隔日休', ['holidayShiftsClosing']],
  ['國定假日順延一天', ['holidayShiftsClosing']],
  ['遇假日順延一天', ['holidayShiftsClosing']],
  ['但仍建議白天前往', ['bestInDaylight']],
  ['詳見官網或電話洽詢', ['seeWebsiteOrCall']],
  ['請先電話預約', ['callToBook']],
  ['需事先電話預約', ['callToBook']],
  ['請事先電話預約', ['callToBook']],
  ['請事前電話洽詢', ['callToAsk']],
  ['採完全預約制', ['byReservation']],
  ['建議事先預約', ['bookingRecommended']],
  ['需申請入山證', ['mountainPermit']],
  ['全天候開放', ['alwaysOpen']],
  ['建議於白天前往', ['bestInDaylight']],
  ['但建議白天去', ['bestInDaylight']],
  ['無固定公休日', ['noFixedClosingDay']],
  ['中午不休息', ['noMiddayBreak']],
  ['颱風天時會有管制', ['typhoonClosures']],
  ['僅供外部參觀', ['exteriorOnly']],
  ['無對外開放', ['notOpenToPublic']],
  ['全天開放', ['alwaysOpen']],
  ['全日開放', ['alwaysOpen']],
  ['24小時開放', ['open24Hours']],
  ['24小時營業', ['open24Hours']],
  ['請電洽詢問', ['callToAsk']],
  ['建議白天前往', ['bestInDaylight']],
  ['天黑後禁止通行', ['noEntryAfterDark']],
  ['不對外開放', ['notOpenToPublic']],
  ['需事先預約', ['byReservation']],
  ['須事先預約', ['byReservation']],
  ['請事先預約', ['byReservation']],
  ['皆採預約制', ['byReservation']],
  ['二十四小時', ['open24Hours']],
  ['24 小時', ['open24Hours']],
  ['24小時', ['open24Hours']],
  ['全年無休', ['openEveryDay']],
  ['年中無休', ['openEveryDay']],
  ['全年開放', ['openAllYear']],
  ['終年開放', ['openAllYear']],
  ['採預約制', ['byReservation']],
  ['需要預約', ['byReservation']],
  ['電話預約', ['callToBook']],
  ['隨意而行', ['alwaysOpen']],
  ['預約制', ['byReservation']],
  ['需預約', ['byReservation']],
  ['須預約', ['byReservation']],
  ['全天', ['alwaysOpen']],
  ['全日', ['alwaysOpen']],
  ['全年', ['openAllYear']],
  ['隨時', ['alwaysOpen']],
];

/**
 * Labels before the hours that add nothing to them: the hours of the place itself (營業時間,
 * 開放時間) or its meals, whose times are its opening times. A label naming another part of
 * the place (遊客中心:, 泡湯:) is not among them: its hours are not the place's.
 */
export const HOURS_LABELS: readonly string[] = [
  '營業時間',
  '開放時間',
  '開館時間',
  '供餐時間',
  '午餐時間',
  '晚餐時間',
  '中餐',
  '晚餐',
  '午間',
  '晚間',
];
