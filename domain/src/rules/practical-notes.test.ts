import { describe, expect, it } from 'vitest';
import { type NoteField, type NoteStatement, readPracticalNote } from './practical-notes';

/** Every note below is a real ticket or parking text of the seed (data/seed/places.json). */

const phrase = (name: Extract<NoteStatement, { kind: 'phrase' }>['phrase']) =>
  ({ kind: 'phrase', phrase: name }) as NoteStatement;
const fee = (
  vehicle: 'coach' | 'car' | 'motorcycle',
  amount: number,
  days?: 'weekdays' | 'holidays',
): NoteStatement => ({ kind: 'fee', vehicle, amount, ...(days ? { days } : {}) });

describe('readPracticalNote reads the common notes whole', () => {
  it.each<[NoteField, string, NoteStatement[]]>([
    ['ticket', '免費', [phrase('free')]],
    ['ticket', '免費參觀', [phrase('freeToVisit')]],
    ['ticket', '免費參觀．', [phrase('freeToVisit')]],
    ['ticket', '免費入園', [phrase('freeAdmission')]],
    ['ticket', '免費入場', [phrase('freeAdmission')]],
    ['ticket', '不須門票', [phrase('noTicket')]],
    ['ticket', '詳見官網', [phrase('seeWebsite')]],
    [
      'ticket',
      '全票50元,半票20元',
      [
        { kind: 'price', ticket: 'full', amount: 50 },
        { kind: 'price', ticket: 'half', amount: 20 },
      ],
    ],
    ['parking', '路邊停車', [phrase('roadsideParking')]],
    [
      'parking',
      '路邊停車，並請留意勿隨意停放車輛。',
      [phrase('roadsideParking'), phrase('parkConsiderately')],
    ],
    [
      'parking',
      '附設停車場，並請留意勿隨意停放車輛。',
      [phrase('parkingOnSite'), phrase('parkConsiderately')],
    ],
    ['parking', '免費停車', [phrase('freeParking')]],
    ['parking', '提供免費停車服務', [phrase('freeParking')]],
    ['parking', '路邊免費停車', [phrase('freeRoadsideParking')]],
    ['parking', '路邊皆有收費停車格。', [phrase('paidRoadsideParking')]],
    ['parking', '本館有免費停車場', [phrase('freeParkingOnSite')]],
    ['parking', '有停車位', [phrase('parkingAvailable')]],
    ['parking', '有停車場', [phrase('parkingAvailable')]],
    ['parking', '設有汽機車停車格', [phrase('carAndScooterSpaces')]],
    ['parking', '園區內停車', [phrase('parkingOnSite')]],
    ['parking', '備有大型停車場', [phrase('largeCarPark')]],
    [
      'parking',
      '車位:小客車10輛、機車10輛、大客車0輛',
      [{ kind: 'spaces', cars: 10, motorcycles: 10, coaches: 0 }],
    ],
    // Reservations, permits and the place's own parking, said as the place says them.
    ['ticket', '園區免費參觀', [phrase('freeToVisit')]],
    ['ticket', '需要預約', [phrase('byReservation')]],
    ['ticket', '電話預約', [phrase('callToBook')]],
    ['ticket', '免費，但須申請入山證', [phrase('free'), phrase('mountainPermit')]],
    ['parking', '附停車場', [phrase('parkingOnSite')]],
    ['parking', '民宿有停車場可供停車。', [phrase('parkingOnSite')]],
    ['parking', '附近停車方便', [phrase('easyParking')]],
    ['parking', '路邊可停車不收費', [phrase('freeRoadsideParking')]],
    ['parking', '周邊均有免費的路邊停車~', [phrase('freeRoadsideParking')]],
    ['parking', '周邊有公用停車場', [phrase('publicParkingNearby')]],
    ['parking', '臨近免費戶外公共停車場', [phrase('freePublicParkingNearby')]],
    ['parking', '航空站設有收費停車場', [phrase('paidParking')]],
    ['parking', '無特定停車場', [phrase('noDedicatedParking')]],
    ['parking', '農園裡住宿享免費停車', [phrase('freeParkingForGuests')]],
    // Fees by vehicle, and by day where said: the vehicle first, or the days first.
    ['parking', '停車費：汽車50元、機車30元', [fee('car', 50), fee('motorcycle', 30)]],
    [
      'parking',
      '大型車：假日200元、平日170元；小型車：假日60元、平日50元；機車：假日20元、平日15元',
      [
        fee('coach', 200, 'holidays'),
        fee('coach', 170, 'weekdays'),
        fee('car', 60, 'holidays'),
        fee('car', 50, 'weekdays'),
        fee('motorcycle', 20, 'holidays'),
        fee('motorcycle', 15, 'weekdays'),
      ],
    ],
    [
      'parking',
      '園區內備有停車格，並酌收停車清潔費。非假日：大型車170元，小型車50元，機車15元。假日：大型車200元，小型車60元，機車20元。',
      [
        phrase('parkingOnSite'),
        phrase('parkingFee'),
        fee('coach', 170, 'weekdays'),
        fee('car', 50, 'weekdays'),
        fee('motorcycle', 15, 'weekdays'),
        fee('coach', 200, 'holidays'),
        fee('car', 60, 'holidays'),
        fee('motorcycle', 20, 'holidays'),
      ],
    ],
    [
      'ticket',
      '全票30元、半票20元、大型車60元、小型車30元',
      [
        { kind: 'price', ticket: 'full', amount: 30 },
        { kind: 'price', ticket: 'half', amount: 20 },
        fee('coach', 60),
        fee('car', 30),
      ],
    ],
    [
      'hours',
      '每日14:00~22:30',
      [{ kind: 'open', days: { kind: 'daily' }, times: [{ from: '14:00', to: '22:30' }] }],
    ],
  ])('%s %j', (field, note, expected) => {
    expect(readPracticalNote(field, note)).toEqual(expected);
  });
});

describe('readPracticalNote leaves in Chinese what it does not read whole', () => {
  it.each<[NoteField, string]>([
    // A remark after the phrase changes what it promises.
    ['ticket', '免費，露營活動另計。'],
    ['ticket', '免費參觀，歡迎團體預約導覽'],
    ['ticket', '全票50元 半票30元，團體票30人以上打八折。'],
    ['ticket', '全票:20元(一般民眾)半票:10元軍警學生(需出示證件、20人以上團體)'],
    ['ticket', '50元(每張/每人)'],
    ['ticket', '酌收停車清潔費'],
    ['parking', '路邊停車(停車時請注意勿妨礙居民出入)'],
    // A place named before its car park: the car park may not be the place's own.
    ['parking', '布農部落園區外有停車場。'],
    ['parking', '風景區停車場酌收停車清潔費非假日：大型車170元，小型車50元，機車15元。'],
    ['parking', '停車場'],
    ['parking', '有'],
    ['parking', '方便'],
    ['parking', '象山盧停車場'],
    ['parking', '鄰近 東洋停車場 花蓮市元富証券旁'],
    ['parking', 'http://tahiticoffee.myweb.hinet.net/customer.html'],
    // The hours of a ticket note are not read as a ticket.
    ['ticket', '導覽解說10人以上採預約制 週一~周五 9:00-4:00'],
    ['hours', '免費'],
  ])('%s %j', (field, note) => {
    expect(readPracticalNote(field, note)).toBeUndefined();
  });
});
