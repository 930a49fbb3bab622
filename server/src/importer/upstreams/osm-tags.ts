import type { FacilityKind } from '@ecg/domain/rules/facilities';
import { normalizePhone } from '@ecg/domain/rules/phone';
import type { SeedNames } from '../../data-files/facility-seed';

export type OsmTags = Record<string, string>;

/** The kinds we take from OpenStreetMap and the tags that say them (wiki.openstreetmap.org). */
export function osmKindsOf(tags: OsmTags): FacilityKind[] {
  const kinds: FacilityKind[] = [];
  if (tags.shop === 'convenience') kinds.push('store');
  if (tags.amenity === 'fuel') kinds.push('gas');
  if (tags.amenity === 'police') kinds.push('police');
  if (tags.amenity === 'hospital') kinds.push('hospital');
  if (tags.amenity === 'toilets') kinds.push('toilet');
  // A fountain or tap (drinking_water, water_point), or a shop or café that refills bottles.
  if (
    tags.amenity === 'drinking_water' ||
    tags.amenity === 'water_point' ||
    tags['drinking_water:refill'] === 'yes'
  ) {
    kinds.push('water');
  }
  return kinds;
}

/**
 * What a point that bears no name of its own is called: many toilets and water taps on the map
 * have none, and the facility store needs one. This says what the point is, nothing more.
 */
const KIND_NAMES: Partial<Record<FacilityKind, Required<SeedNames>>> = {
  store: { zh: '便利商店', en: 'Convenience store', ja: 'コンビニ' },
  gas: { zh: '加油站', en: 'Gas station', ja: 'ガソリンスタンド' },
  police: { zh: '警察局', en: 'Police', ja: '警察' },
  hospital: { zh: '醫院', en: 'Hospital', ja: '病院' },
  toilet: { zh: '公共廁所', en: 'Public toilet', ja: '公衆トイレ' },
  water: { zh: '飲水站', en: 'Drinking water', ja: '給水スポット' },
};

const present = (...values: (string | undefined)[]) =>
  values.map((value) => value?.trim()).find((value) => value !== undefined && value !== '');

/** The name in zh (Taiwan's Traditional form first), en and ja; a brand, or the kind's name. */
export function osmNamesOf(tags: OsmTags, kind: FacilityKind): SeedNames {
  const zh = present(tags['name:zh-Hant'], tags['name:zh_TW'], tags['name:zh'], tags.name);
  const en = present(tags['name:en']);
  const ja = present(tags['name:ja']);
  if (zh) return { zh, ...(en ? { en } : {}), ...(ja ? { ja } : {}) };
  const brand = present(tags['brand:zh'], tags.brand, tags.operator);
  const brandEn = present(tags['brand:en']);
  if (brand) return { zh: brand, ...(brandEn ? { en: brandEn } : {}) };
  const kindName = KIND_NAMES[kind];
  if (!kindName) throw new Error(`no name for OpenStreetMap kind ${kind}`);
  return { ...kindName, ...(en ? { en } : {}), ...(ja ? { ja } : {}) };
}

/** The address as Taiwan writes it, from addr:full or its parts (city, district, street, number). */
export function osmAddressOf(tags: OsmTags): SeedNames | undefined {
  const full = present(tags['addr:full']);
  if (full) return { zh: full };
  const street = present(tags['addr:street'], tags['addr:place']);
  if (!street) return undefined;
  const number = present(tags['addr:housenumber']);
  const parts = [
    present(tags['addr:province'], tags['addr:county']),
    present(tags['addr:city']),
    present(tags['addr:district'], tags['addr:suburb']),
    street,
    number && !number.endsWith('號') ? `${number}號` : number,
  ];
  return { zh: parts.filter((part) => part !== undefined).join('') };
}

export function osmPhoneOf(tags: OsmTags): string | undefined {
  const phone = present(tags.phone, tags['contact:phone']);
  // Several numbers are separated by ";": the first is the one to call.
  return phone ? normalizePhone(phone.split(';')[0] ?? phone) || undefined : undefined;
}
