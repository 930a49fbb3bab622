import { cleanText, coordinate } from '../../content/text';
import type { PlaceKind } from '../../data-files/seed-records';
import { blankPlace, type ImportedPlace } from '../types';
import { phoneOf } from './common';

/**
 * The Ministry of Agriculture's rural travel service (農村旅遊): its stays (ODwsvTravelStay,
 * rural_stays_moa_2023.json) and its food (ODwsvTravelFood, rural_food_moa_2025.json). Their
 * texts are HTML with `<br>`; a stay gives Latitude/Longitude, a restaurant one Coordinate
 * "lat,lng". The records carry no update time: `updatedAt` is the day of the copy we read
 * (data/sources/SOURCES.md), so the app shows how old the text may be.
 */
type MoaRecord = Record<string, unknown>;

const textOf = (value: unknown) =>
  cleanText(
    typeof value === 'string' ? value.replace(/<br\s*\/?>/gi, '\n').replace(/\r\n?/g, '\n') : value,
  );

function pointOf(record: MoaRecord): { lat: number; lng: number } {
  if (record.Coordinate !== undefined) {
    const [lat, lng] = cleanText(record.Coordinate).split(',');
    return { lat: coordinate(lat), lng: coordinate(lng) };
  }
  return { lat: coordinate(record.Latitude), lng: coordinate(record.Longitude) };
}

function moaPlaces(
  kind: PlaceKind,
  dataset: string,
  copiedOn: string,
  records: MoaRecord[],
): ImportedPlace[] {
  return records.map((record) => {
    const name = cleanText(record.Name);
    const photo = cleanText(record.Photo ?? record.PicURL);
    return {
      ...blankPlace(kind, { dataset, id: cleanText(record.ID) }),
      updatedAt: copiedOn,
      name,
      description: textOf(record.HostWords),
      ...pointOf(record),
      address: cleanText(record.Address),
      tel: phoneOf(record.Tel),
      opentime: textOf(record.OpenHours),
      ticket: textOf(record.Price),
      parking: textOf(record.ParkingLot),
      traffic: textOf(record.TrafficGuidelines),
      remarks: textOf(record.Reminder),
      website: cleanText(record.Url),
      images: photo ? [{ src: photo, title: name }] : [],
    };
  });
}

export const moaRuralStays = (dataset: string, records: MoaRecord[]) =>
  moaPlaces('lodging', dataset, '2023-11-11T00:00:00+08:00', records);

/**
 * The filter tag of the places from the ministry's rural food list (data/editorial/tags.json):
 * the only category of a restaurant the open data names (data/sources/SOURCES.md: the Tourism
 * Administration's restaurant class codes other than 9, 其他, have no published meaning).
 */
export const RURAL_FOOD_TAG = '農村美食';

export const moaRuralFood = (dataset: string, records: MoaRecord[]) =>
  moaPlaces('food', dataset, '2025-08-20T00:00:00+08:00', records).map((place) => ({
    ...place,
    tags: [RURAL_FOOD_TAG],
  }));
