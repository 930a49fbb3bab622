import { haversineKm } from '@ecg/domain/rules/distance';
import type { ImportedImage, ImportedPlace } from './types';

/**
 * Two records of one kind with the same name this close together are one place. Rivers,
 * roads and long trails are recorded at different points by different agencies, while
 * places that share a name (鯉魚山步道 in Hualien and in Taitung) lie far apart.
 */
export const SAME_PLACE_KM = 20;

/** Lower is preferred when two sources disagree: newer and closer to the agency first. */
const DATASET_PRIORITY = [
  'attractions_2026_eastcoast_nsa.json',
  'attractions_2026_eastrift_nsa.json',
  'attractions_2026_taitung_county.json',
  'attractions_2026_hualien_county.json',
  // The Tourism Administration's content as TDX serves it now (upstreams/tdx-tourism.ts).
  ...['ScenicSpot', 'Hotel', 'Restaurant'].flatMap((dataset) =>
    ['HualienCounty', 'TaitungCounty'].map((city) => `tdx-tourism/${dataset}_${city}.json`),
  ),
  'hotels_sample_2026.json',
  'attractions_forestry_2024.json',
  'scenic_spots_2024_subset.json',
  'scenic_spots_2021.json',
  'hotels_green_island_2022.json',
  'restaurants_2022.json',
  'rural_food_moa_2025.json',
  'rural_stays_moa_2023.json',
  'forestry_trails_2022.json',
];

const priorityOf = (place: ImportedPlace) => {
  const index = DATASET_PRIORITY.indexOf(place.source.dataset);
  return index === -1 ? DATASET_PRIORITY.length : index;
};

/**
 * The name as compared: width-folded, 台 read as 臺, without spaces, punctuation and a
 * trailing 風景區 (三仙台風景區 is 三仙台; 三仙台遊客中心 stays apart).
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKC')
    .replace(/台/g, '臺')
    .replace(/[\s()（）「」『』·•、,，.。\-－—─~～]/g, '')
    .replace(/(風景特定區|風景區)$/, '')
    .toLowerCase();
}

/**
 * Two records this close together whose names are one another's other name are one place
 * (see sameName); farther apart they may be two (a village and its visitor centre, 1 km on).
 */
export const NEAR_PLACE_KM = 0.5;

/** Words agencies add to a name that do not make it another place: 富源(國家)森林遊樂區. */
const QUALIFIERS = /國家|國際觀光/g;

/**
 * The counties and townships of our area (the Ministry of the Interior's names, as nameKey
 * writes them), longest first: one agency names a place with its locality (綠島朝日溫泉,
 * 花蓮鐵道文化園區), another without it (朝日溫泉, 鐵道文化園區).
 */
const LOCALITIES = [
  ...['花蓮縣', '臺東縣', '花蓮市', '臺東市'],
  ...['鳳林鎮', '玉里鎮', '新城鄉', '吉安鄉', '壽豐鄉', '光復鄉', '豐濱鄉', '瑞穗鄉', '富里鄉'],
  ...['秀林鄉', '萬榮鄉', '卓溪鄉', '成功鎮', '關山鎮', '卑南鄉', '鹿野鄉', '池上鄉', '東河鄉'],
  ...['長濱鄉', '太麻里鄉', '大武鄉', '綠島鄉', '海端鄉', '延平鄉', '金峰鄉', '達仁鄉', '蘭嶼鄉'],
]
  .flatMap((name) => [name, name.replace(/[縣市鄉鎮]$/, '')])
  .sort((a, b) => [...b].length - [...a].length);

/**
 * A name left without its locality must still name something: three characters at least, so
 * a generic 漁港 or 燈塔 (成功漁港, 綠島燈塔) is never read as another place's name.
 */
const LOCAL_NAME_MIN = 3;

/** A name key without the locality it starts with, when what is left is a name of its own. */
function withoutLocality(key: string): string | undefined {
  const locality = LOCALITIES.find((name) => key.startsWith(name));
  const rest = locality === undefined ? '' : key.slice(locality.length);
  return [...rest].length >= LOCAL_NAME_MIN ? rest : undefined;
}

/**
 * The other names a name gives itself: the part in brackets and the part outside them
 * (里壠驛（關山舊火車站）), each part of a name joined by a dash (國家人權博物館-白色恐怖綠島紀念園區),
 * the name without a qualifier (東大門國際觀光夜市 is 東大門夜市), and without the locality
 * it starts with (綠島朝日溫泉 is 朝日溫泉).
 */
export function otherNames(name: string): Set<string> {
  const folded = name.normalize('NFKC');
  const bracketed = /^(.*?)\s*\((.+?)\)\s*(.*)$/.exec(folded);
  const parts = bracketed
    ? [`${bracketed[1]}${bracketed[3]}`, bracketed[2]!]
    : folded.split(/\s*[-—─]+\s*/);
  const keys = [folded, ...parts].flatMap((part) => [
    nameKey(part),
    nameKey(part.replace(QUALIFIERS, '')),
  ]);
  const local = keys.flatMap((key) => withoutLocality(key) ?? []);
  return new Set([...keys, ...local].filter((key) => [...key].length >= 2));
}

/** Whether two names name one place: the same, or one is an other name of the other. */
export const sameName = (a: string, b: string): boolean =>
  nameKey(a) === nameKey(b) || otherNames(a).has(nameKey(b)) || otherNames(b).has(nameKey(a));

export interface MergedPlace {
  /** The records, preferred first. */
  records: ImportedPlace[];
  place: ImportedPlace;
}

const firstOf = (records: ImportedPlace[], pick: (place: ImportedPlace) => string) =>
  records.map(pick).find((value) => value !== '') ?? '';

function mergeImages(records: ImportedPlace[]): ImportedImage[] {
  const seen = new Set<string>();
  return records
    .flatMap((record) => record.images)
    .filter((image) => !seen.has(image.src) && seen.add(image.src));
}

/** One place from its records: each field from the most preferred record that has it. */
function combine(records: ImportedPlace[]): ImportedPlace {
  const [preferred] = records as [ImportedPlace, ...ImportedPlace[]];
  const located =
    records.find((record) => Number.isFinite(record.lat) && Number.isFinite(record.lng)) ??
    preferred;
  // Descriptions: the fullest one. Newer feeds often carry only a line where older ones tell the story.
  const description = records
    .map((record) => record.description)
    .reduce((longest, text) => ([...text].length > [...longest].length ? text : longest), '');
  return {
    ...preferred,
    // A name another agency gives the place stays findable.
    alternateNames: [
      ...new Set(records.flatMap((record) => [...record.alternateNames, record.name])),
    ],
    description,
    lat: located.lat,
    lng: located.lng,
    zipcode: records.map((record) => record.zipcode).find((zip) => zip !== undefined),
    address: firstOf(records, (record) => record.address),
    tel: firstOf(records, (record) => record.tel),
    opentime: firstOf(records, (record) => record.opentime),
    ticket: firstOf(records, (record) => record.ticket),
    parking: firstOf(records, (record) => record.parking),
    traffic: firstOf(records, (record) => record.traffic),
    remarks: firstOf(records, (record) => record.remarks),
    website: firstOf(records, (record) => record.website),
    images: mergeImages(records),
    classes: [...new Set(records.flatMap((record) => record.classes))],
    tags: [...new Set(records.flatMap((record) => record.tags))],
    serviceStatus: records
      .map((record) => record.serviceStatus)
      .find((status) => status !== undefined),
    notices: records
      .flatMap((record) => record.notices)
      .filter((notice, at, all) => all.findIndex((other) => other.text === notice.text) === at),
  };
}

const located = (place: ImportedPlace) => Number.isFinite(place.lat) && Number.isFinite(place.lng);

/** The same name key: one place in the same postal district or within SAME_PLACE_KM. */
function sameNamed(place: ImportedPlace, head: ImportedPlace): boolean {
  if (place.kind !== head.kind || nameKey(place.name) !== nameKey(head.name)) return false;
  if (!located(place) || !located(head)) return true;
  // One agency's coordinates can be far off (a Taroko trail put 26 km away): the same
  // name in the same postal district is the same place whatever the distance.
  if (place.zipcode !== undefined && place.zipcode === head.zipcode) return true;
  return haversineKm(head, place) <= SAME_PLACE_KM;
}

/** Names that are one another's other names: one place within NEAR_PLACE_KM. */
const otherNamed = (place: ImportedPlace, members: ImportedPlace[]): boolean => {
  const [head] = members as [ImportedPlace];
  return (
    place.kind === head.kind &&
    located(place) &&
    located(head) &&
    haversineKm(head, place) <= NEAR_PLACE_KM &&
    members.some((member) => sameName(member.name, place.name))
  );
};

/**
 * Groups records that describe one place and combines each group: the same kind, and the
 * same name key in the same postal district or within SAME_PLACE_KM, or else names that
 * are one another's other names within NEAR_PLACE_KM. Records without coordinates join a
 * same-named group, or stand alone.
 */
export function mergePlaces(places: ImportedPlace[]): MergedPlace[] {
  const ordered = [...places].sort((a, b) => priorityOf(a) - priorityOf(b));
  const groups: ImportedPlace[][] = [];
  const byKey = new Map<string, ImportedPlace[][]>();
  for (const place of ordered) {
    const key = nameKey(place.name);
    const group =
      byKey.get(key)?.find((members) => sameNamed(place, members[0]!)) ??
      groups.find((members) => otherNamed(place, members));
    if (group) {
      group.push(place);
    } else {
      groups.push([place]);
      byKey.set(key, [...(byKey.get(key) ?? []), groups.at(-1)!]);
    }
  }
  return groups.map((records) => ({ records, place: combine(records) }));
}
