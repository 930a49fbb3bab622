import { haversineKm } from '@ecg/domain/rules/distance';
import { cleanText } from '../../content/text';
import { type FacilitySeedRecord, pointOf } from '../../data-files/facility-seed';
import { addressOf, hashKey, namesOf, readPositioned, type FacilityRead } from './records';
import { FAMILY_TOILETS, HUALIEN_CITY_TOILETS } from './sources';

/*
 * Public toilets of the Ministry of Environment's registry: Hualien City's full list, and the
 * family toilets of both counties. The registry has one row per toilet room (men's, women's, each
 * floor); a visitor looks for the building, so the rooms at one point become one toilet.
 */

interface RegistryToilet {
  Number: string;
  Name: string;
  Address: string;
  Latitude: string;
  Longitude: string;
}

interface FamilyToilet {
  name: string;
  address: string;
  latitude: string;
  longitude: string;
}

/** A room the registry marks as closed (封閉中) sends nobody anywhere. */
const CLOSED = /封閉/;
/** Within this, a family toilet whose name begins like a Hualien City toilet's is that one. */
const SAME_TOILET_KM = 0.1;
/** What the rooms' names must share to name the building: a few characters, not one. */
const MIN_SHARED_NAME = 3;

function sharedStart(names: readonly string[]): string {
  let start = names[0] ?? '';
  for (const name of names) while (!name.startsWith(start)) start = start.slice(0, -1);
  return start;
}

/** The words that name a room rather than its building: men's, women's, a floor. */
const ROOM_WORDS = /(?:[男女]?公?廁所?|殘障廁所|[男女]|[\d一二三四五六七八九十]*[樓F])+$/u;

/** The building a room is in: 花蓮縣政府-後棟3樓樓梯女廁 → 花蓮縣政府, 美崙田徑場女廁 → 美崙田徑場. */
function buildingOf(name: string): string {
  const dash = name.indexOf('-');
  const building = (dash > 0 ? name.slice(0, dash) : name.replace(ROOM_WORDS, '')).trim();
  return building.length >= MIN_SHARED_NAME ? building : name;
}

/** A building's rooms lie this close; the registry places each room on its own. */
const SAME_BUILDING_KM = 0.1;

export function hualienCityToilets(rows: readonly RegistryToilet[]): FacilityRead {
  const open = rows.filter((row) => !CLOSED.test(row.Name));
  const buildings: { building: string; rows: RegistryToilet[] }[] = [];
  for (const row of open) {
    const building = buildingOf(cleanText(row.Name));
    const point = pointOf(row.Latitude, row.Longitude);
    const same = buildings.find((group) => {
      const at = pointOf(group.rows[0]!.Latitude, group.rows[0]!.Longitude);
      return (
        group.building === building && point && at && haversineKm(at, point) <= SAME_BUILDING_KM
      );
    });
    if (same) same.rows.push(row);
    else buildings.push({ building, rows: [row] });
  }
  // A building is where its first room is: a point of the registry's, never one made up.
  const read = readPositioned(
    buildings,
    ({ rows: [first] }) => pointOf(first!.Latitude, first!.Longitude),
    ({ building, rows: [first, ...others] }) => ({
      id: `${HUALIEN_CITY_TOILETS.id}-${cleanText(first!.Number)}`,
      kind: 'toilet',
      // One room keeps its own name, which says whose it is (美崙田徑場女廁).
      name: namesOf(others.length > 0 ? building : first!.Name),
      ...addressOf(first!.Address),
    }),
  );
  read.notes.push(
    `${HUALIEN_CITY_TOILETS.id}: ${open.length} toilet rooms in ${buildings.length} places; ${rows.length - open.length} closed rooms left out`,
  );
  return read;
}

const startsAlike = (a: string, b: string) => sharedStart([a, b]).length >= MIN_SHARED_NAME;

/**
 * Family toilets; one that is a Hualien City toilet already (within a few metres, its name
 * beginning the same) is that toilet, not a second one.
 */
export function familyToilets(
  rows: readonly FamilyToilet[],
  cityToilets: readonly FacilitySeedRecord[],
): FacilityRead {
  const known = (row: FamilyToilet, point: { lat: number; lng: number }) =>
    cityToilets.find(
      (toilet) =>
        haversineKm(toilet, point) <= SAME_TOILET_KM &&
        startsAlike(toilet.name.zh, cleanText(row.name)),
    );
  const merged: string[] = [];
  const read = readPositioned(
    rows,
    (row) => pointOf(row.latitude, row.longitude),
    (row) => {
      const point = pointOf(row.latitude, row.longitude);
      const city = point && known(row, point);
      if (city) {
        merged.push(`${cleanText(row.name)} → ${city.id}`);
        return undefined;
      }
      return {
        // The registry's own number was dropped from this copy; name and address are the record's.
        id: `${FAMILY_TOILETS.id}-${hashKey(`${cleanText(row.name)}|${cleanText(row.address)}`)}`,
        kind: 'toilet',
        name: namesOf(row.name),
        ...addressOf(row.address),
      };
    },
  );
  read.notes.push(`${FAMILY_TOILETS.id}: merged into Hualien City toilets: ${merged.join('; ')}`);
  return read;
}
