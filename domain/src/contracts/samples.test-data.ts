/**
 * Valid samples for the contract tests, from the spec's examples and real East Coast places.
 * Test data only; nothing outside the tests imports it.
 */
import type { z } from 'zod';
import type { FavouriteEntry } from './favourites';
import type {
  Attraction,
  Coupon,
  Guide,
  Notice,
  ParkingRecord,
  Shop,
  Tour,
  TravelEvent,
  WeatherDay,
} from './index';

/** The dotted paths of the issues a value raises; empty when it parses. */
export function issuePaths(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
}

const photo = (name: string) => ({
  src: `https://www.eastcoast-nsa.gov.tw/image/${name}.jpg`,
  title: name,
});
export const images = (count: number, prefix = 'photo') =>
  Array.from({ length: count }, (_, index) => photo(`${prefix}-${index + 1}`));

export const attraction: Attraction = {
  id: 101,
  name: 'Sanxiantai',
  name_c: '三仙台',
  images: images(3, 'sanxiantai'),
  googleScore: 4.5,
  tripadvisor: { rating: 4.5, num_reviews: 1234 },
  categories: '11,13',
  tags: '海景,步道,跨海拱橋',
  opentime: 'Open all day',
  opentimeGoogle: ['Monday: Open 24 hours', 'Tuesday: Open 24 hours'],
  construction_information: [],
  zipcode: 961,
  latlng: '23.1236,121.4113',
  tel: '089-854097',
  guides: [{ id: 12, title: 'Sanxiantai audio tour', type: 'audio' }],
  content: '<p>An eight-arch footbridge leads to a coral island.</p>',
  address: '961 臺東縣成功鎮三仙里基翬路74號',
  website: 'https://www.eastcoast-nsa.gov.tw/',
  service: ['toilet', 'parking'],
  parking: 'Cars 250, buses 20',
  translation: 'full',
};

export const shop: Shop = {
  ...attraction,
  id: 2031,
  name: '東河包子',
  name_c: '東河包子',
  categories: '122',
  tags: '小吃',
  zipcode: 959,
  latlng: '22.9697,121.3032',
  address: '959 臺東縣東河鄉東河村7鄰南東河',
  translation: 'none',
  themes: {
    payment: [{ title: '電子支付', value: [31, 32, 33] }],
    services: [{ title: 'Wi-Fi', value: 41 }],
  },
  booking_url: 'https://booking.example.com/donghe',
  signature_features: [
    { id: 1, name: '鮮肉包', summary: 'Steamed pork bun', thumb: '/thumb/bun.jpg' },
  ],
  coupons: [{ id: 77, name: '滿百折十' }],
  line: '@donghebun',
  reservation: 'No reservations',
};

export const tour: Tour = {
  id: 611,
  title: 'Two days on the coast road',
  images: images(2, 'tour'),
  days: 2,
  season: ['spring', 'autumn'],
  transport: ['car'],
  category_names: ['Ecology'],
  content: '<p>From Shitiping to Sanxiantai.</p>',
  price: 'NT$ 2,400',
  remind: 'Bring sunscreen.',
  daylist: [
    [{ id: 201, type: 'attraction', name: '石梯坪', lat: 23.4862, lng: 121.51 }],
    [
      { id: 101, type: 'attraction', name: '三仙台', lat: 23.1236, lng: 121.4113 },
      { id: 2031, type: 'shop', name: '東河包子' },
    ],
  ],
};

export const coupon: Coupon = {
  id: 77,
  name: '滿百折十',
  images: images(1, 'coupon'),
  start: '2026-11-01 00:00:00',
  end: '2026-12-31 23:59:59',
  description: 'NT$10 off every NT$100',
  restrication: 'One per visit',
  shop_id: 2031,
  shop_name: '東河包子',
  shop_latlng: '22.9697,121.3032',
  shop_categories: '122',
};

export const travelEvent: TravelEvent = {
  id: 31,
  name: '東海岸大地藝術節',
  title: 'East Coast Land Arts Festival',
  images: images(8, 'festival'),
  duration: '2026-06-20 ~ 2026-11-30',
  latlng: '22.9950,121.2960',
  address: '959 臺東縣東河鄉都蘭',
  description: 'Moonlight seaside concerts.',
  links: [{ name: 'Programme', url: 'https://www.eastcoast-nsa.gov.tw/festival' }],
  files: [{ title: 'Map (PDF)', src: '/files/festival-map.pdf' }],
};

export const guide: Guide = {
  id: 12,
  title: 'Sanxiantai in three minutes',
  update_time: '2026-11-21 09:30:00',
  type: 'video',
  video_id: 'dQw4w9WgXcQ',
  content: 'A walk over the arches.',
  link: [],
};

export const notice: Notice = {
  id: 5,
  type: 2,
  title: '**台11線** 交通管制',
  datetime: '2026-11-21 08:00:00',
  update_time: '2026-11-21 09:00:00',
  description: 'Road works near Chenggong',
  content: '<p>One lane only, 09:00 to 16:00.</p>',
  content_title: 'Traffic control',
  link: [{ name: 'Highway bureau', url: 'https://www.thb.gov.tw/' }],
};

export const parkingRecord: ParkingRecord = {
  park_id: 'SXT-01',
  space_type: 1,
  available_spaces: 42,
  amount: 250,
  date_modified: '2026-11-21 10:05:00',
};

export const weatherDay: WeatherDay = {
  standard_time: '2026-11-21 06:00:00',
  icon: '02',
  comment: '晴時多雲',
  temp_min: 21,
  temp_max: 27,
  pop: 10,
  humidity: 75,
  wind_direction: { point: 'NE', prevailing: true },
  wind_speed: 5.4,
};

/** A favourite with a position, kept under its pid (contracts/favourites.ts). */
export const favourite: FavouriteEntry = {
  pid: 'attraction-101',
  kind: 'attraction',
  id: 101,
  title: '三仙台',
  lat: 23.1236,
  lng: 121.4113,
  changedAt: 1_760_000_000_000,
  removed: false,
};
