import type { Campaign, Guide, TravelEvent } from './contracts';

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
