import type { FacilitySourceSeed } from '../../data-files/facility-seed';
import { WRA_CAMERAS_SOURCE_ID } from '../../data-files/wra-cameras';

/*
 * The sources of the facilities we hold as files in data/sources (data/sources/SOURCES.md): who
 * published each, under which licence, and the day of the copy we read. Where a copy gives no
 * day of its own, the day is that of the commit it was taken from (the route in SOURCES.md).
 */

const OGDL = 'OGDL-1.0';
const attribution = (publisher: string) => `${publisher}, Open Government Data License v1.0`;

export const HUALIEN_CITY_TOILETS: FacilitySourceSeed = {
  id: 'hualien-city-toilets',
  name: { zh: '全國公廁建檔資料（花蓮市）', en: 'National public toilet registry (Hualien City)' },
  publisher: '環境部 Ministry of Environment',
  licence: OGDL,
  attribution: attribution('Ministry of Environment (環境部)'),
  date: '2022-02-22',
  url: 'https://data.gov.tw/dataset/30794',
};

export const FAMILY_TOILETS: FacilitySourceSeed = {
  id: 'moenv-family-toilets',
  name: { zh: '全國公廁建檔資料：親子廁所', en: 'National public toilet registry: family toilets' },
  publisher: '環境部 Ministry of Environment',
  licence: OGDL,
  attribution: attribution('Ministry of Environment (環境部)'),
  date: '2026-02-08',
  url: 'https://data.gov.tw/dataset/30794',
};

export const HUALIEN_CAR_PARKS: FacilitySourceSeed = {
  id: 'hualien-car-parks',
  name: { zh: '花蓮縣路外停車場資料', en: 'Off-street car parks of Hualien County' },
  publisher: '花蓮縣政府 Hualien County Government, via TDX',
  licence: OGDL,
  attribution: attribution('Hualien County Government (花蓮縣政府), MOTC TDX'),
  date: '2022-04-11',
  url: 'https://tdx.transportdata.tw/',
};

/**
 * The county publishes names, addresses and spaces only; the positions were geocoded from the
 * addresses by the app that reshaped the list (data/sources/SOURCES.md), so every name and the
 * attribution say the position is approximate.
 */
export const TAITUNG_CAR_PARKS: FacilitySourceSeed = {
  id: 'taitung-car-parks',
  name: {
    zh: '臺東縣停車場資料（位置依地址推估）',
    en: 'Car parks of Taitung County (positions estimated from the addresses)',
    ja: '台東県の駐車場（位置は住所からの推定）',
  },
  publisher: '臺東縣政府 Taitung County Government',
  licence: OGDL,
  attribution: attribution(
    'Taitung County Government (臺東縣政府), positions geocoded from the addresses by TravelLink AI, approximate',
  ),
  date: '2026-09-24',
  url: 'https://data.gov.tw/dataset/165292',
};

export const TAITUNG_AEDS: FacilitySourceSeed = {
  id: 'taitung-aeds',
  name: { zh: '臺東縣AED設置地點', en: 'AED locations of Taitung County' },
  publisher: '臺東縣政府 Taitung County Government',
  licence: OGDL,
  attribution: attribution('Taitung County Government (臺東縣政府)'),
  date: '2017-09-11',
};

export const TAITUNG_HEALTH_STATIONS: FacilitySourceSeed = {
  id: 'taitung-health-stations',
  name: { zh: '臺東縣衛生局及衛生所', en: 'Public health offices of Taitung County' },
  publisher: '臺東縣政府 Taitung County Government',
  licence: OGDL,
  attribution: attribution('Taitung County Government (臺東縣政府)'),
  date: '2017-09-30',
};

export const TRA_STATIONS: FacilitySourceSeed = {
  id: 'tra-stations',
  name: { zh: '臺鐵車站基本資料', en: 'TRA railway stations' },
  publisher: '國營臺灣鐵路股份有限公司 Taiwan Railway Corporation, via TDX',
  licence: OGDL,
  attribution: attribution('Taiwan Railway Corporation (臺鐵), MOTC TDX'),
  date: '2026-07-11',
  url: 'https://tdx.transportdata.tw/',
};

export const AIRPORTS: FacilitySourceSeed = {
  id: 'tdx-airports',
  name: { zh: '機場基本資料', en: 'Airports' },
  publisher: '交通部民用航空局 Civil Aeronautics Administration, via TDX',
  licence: OGDL,
  attribution: attribution('Civil Aeronautics Administration (民用航空局), MOTC TDX'),
  date: '2026-07-18',
  url: 'https://tdx.transportdata.tw/',
};

export const PORTS: FacilitySourceSeed = {
  id: 'east-ports',
  name: { zh: '東部客運港口', en: 'Ferry ports of the east coast' },
  publisher: '交通部航港局 Maritime and Port Bureau, via TDX',
  licence: OGDL,
  attribution: attribution('Maritime and Port Bureau (航港局), MOTC TDX'),
  date: '2026-02-14',
  url: 'https://tdx.transportdata.tw/',
};

export const WRA_CAMERAS: FacilitySourceSeed = {
  id: WRA_CAMERAS_SOURCE_ID,
  name: {
    zh: '水利署河川及海岸監視器',
    en: 'River and coast cameras of the Water Resources Agency',
  },
  publisher: '經濟部水利署 Water Resources Agency',
  licence: OGDL,
  attribution: attribution('Water Resources Agency (經濟部水利署)'),
  date: '2025-11-06',
};

export const VISITOR_CENTRES: FacilitySourceSeed = {
  id: 'visitor-centres',
  name: { zh: '遊客中心', en: 'Visitor centres', ja: 'ビジターセンター' },
  publisher: '交通部觀光署 Tourism Administration and the agencies of data/sources/SOURCES.md',
  licence: OGDL,
  attribution: attribution('Tourism Administration (交通部觀光署) and the scenic-area agencies'),
  date: '2026-11-25',
};
