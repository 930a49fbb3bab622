import type { Campaign, Guide, Shop, TravelEvent } from './contracts';

/*
 * Records of kinds the seed does not hold (an event with links and files, a running campaign, a
 * video and an audio guide), which the screen and end-to-end tests answer in the server's place,
 * in the shapes the server answers. Only tests import this module.
 */

export const EVENT_WITH_LINKS: TravelEvent = {
  id: 4242,
  name: 'East Coast Land Arts Festival',
  images: [{ src: 'https://www.eastcoast-nsa.gov.tw/image/28701/640x480' }],
  duration: '2026-06-20 ~ 2026-11-30',
  latlng: '22.995,121.296',
  address: '959 Dulan, Donghe Township, Taitung',
  description: '<p>Moonlight concerts by the sea.</p>',
  links: [{ name: 'Programme', url: 'https://www.eastcoast-nsa.gov.tw/festival' }],
  files: [{ title: 'Festival map (PDF)', src: '/files/festival-map.pdf' }],
};

export const RUNNING_CAMPAIGN: Campaign = {
  title: 'East Coast stamp rally',
  content: '<p>Collect five stamps at visitor centres along the coast.</p>',
  exchange_instructions: '<p>Show your five stamps at any visitor centre for a gift.</p>',
};

export const VIDEO_GUIDE: Guide = {
  id: 901,
  title: 'Sanxiantai in three minutes',
  update_time: '2026-11-21 09:30:00',
  type: 'video',
  video_id: 'dQw4w9WgXcQ',
  content: '<p>The eight-arch bridge at sunrise.</p>',
  link: [{ name: 'Sanxiantai', url: 'https://www.eastcoast-nsa.gov.tw/sanxiantai' }],
};

export const AUDIO_GUIDE: Guide = {
  id: 902,
  title: 'Listening to Dulan',
  update_time: '2026-11-20 00:00:00',
  type: 'audio',
  audio: '/media/dulan.mp3',
  content: '<p>Sounds of the Amis village by the sea.</p>',
};

/** The two guides by id, as the guide detail call is asked for them. */
export const ANSWERED_GUIDES: Record<number, Guide> = {
  [VIDEO_GUIDE.id]: VIDEO_GUIDE,
  [AUDIO_GUIDE.id]: AUDIO_GUIDE,
};

/** Every extra a shop's record may carry, added to a real shop of the seed. */
export const SHOP_EXTRAS = {
  googleScore: 4.3,
  tripadvisor: { rating: 4.5, num_reviews: 1234 },
  opentimeGoogle: [
    'Monday: 09:00 – 17:00',
    'Tuesday: Closed',
    'Wednesday: 09:00 – 17:00',
    'Thursday: 09:00 – 17:00',
    'Friday: 09:00 – 18:00',
    'Saturday: 08:00 – 18:00',
    'Sunday: 08:00 – 18:00',
  ],
  construction_information: [
    {
      text: 'The seaside path is closed for repairs until further notice.',
      reported: '2026-02-20',
    },
  ],
  audio: '/place-test/guide.wav',
  service: ['Toilets', 'Wheelchair rental'],
  facebook: 'https://www.facebook.com/eastcoastnsa',
  email: 'hello@example.com',
  categories: '95,123,92',
  booking_url: 'https://booking.example.com/stay',
  menu_download: 'https://example.com/menu.pdf',
  onlineShopping: 'https://shop.example.com/',
  signature_features: [
    { id: 1, name: 'Grilled flying fish', summary: 'Caught the same morning and grilled.' },
  ],
  rental_items: [{ id: 2, name: 'Snorkelling set', summary: 'Mask, snorkel and fins.' }],
  coupons: [{ id: 1, name: '10% off any set meal' }],
  themes: {
    payment: [
      { title: 'Cash', value: 1 },
      { title: 'Electronic payment', value: [2, 3] },
    ],
    services: [{ title: 'Wi-Fi', value: 4 }],
    certification: [{ title: 'Muslim friendly', value: 5 }],
    accessibility: [{ title: 'Accessible toilet', value: 6 }],
  },
  line: '@toumu-seafood',
  wechat: 'toumu_hualien',
  information: 'Average spend NT$400 a person.',
  reservation: 'Book two days ahead for groups.',
} satisfies Partial<Shop>;
