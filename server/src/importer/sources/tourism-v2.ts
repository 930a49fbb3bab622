import { cleanText, coordinate } from '../../content/text';
import type { PlaceKind } from '../../data-files/seed-records';
import { blankPlace, type ImportedPlace } from '../types';
import { stringList, v2Images, v2Phone, zipcodeOf } from './common';

/**
 * The Tourism Administration's v2.0 schema (AttractionList.json, HotelList.json): the 2026
 * attraction extracts, the forestry attractions and the 2026 lodging sample.
 */
interface PostalAddress {
  City?: string;
  Town?: string;
  ZipCode?: string;
  StreetAddress?: string;
}

type V2Record = Record<string, unknown> & { PostalAddress?: PostalAddress | null };

function addressOf(postal: PostalAddress | null | undefined): string {
  if (!postal) return '';
  return [postal.City, postal.Town, postal.StreetAddress].map(cleanText).join('');
}

function v2Place(
  kind: PlaceKind,
  dataset: string,
  record: V2Record,
  id: string,
  name: string,
): ImportedPlace {
  return {
    ...blankPlace(kind, { dataset, id }),
    updatedAt: cleanText(record.UpdateTime),
    name,
    alternateNames: stringList(record.AlternateNames),
    description: cleanText(record.Description),
    lat: coordinate(record.PositionLat),
    lng: coordinate(record.PositionLon),
    zipcode: zipcodeOf(record.PostalAddress?.ZipCode),
    address: addressOf(record.PostalAddress),
    tel: v2Phone(record.Telephones),
    opentime: cleanText(record.ServiceTimeInfo),
    ticket: cleanText(record.FeeInfo),
    parking: cleanText(record.ParkingInfo),
    traffic: cleanText(record.TrafficInfo),
    remarks: cleanText(record.Remarks),
    website: cleanText(record.WebsiteURL ?? record.WebsiteUrl),
    images: v2Images(record.Images, name),
    tags: stringList(record.Tags),
    serviceStatus: Number(record.ServiceStatus) || undefined,
  };
}

export function v2Attractions(dataset: string, records: V2Record[]): ImportedPlace[] {
  return records.map((record) => ({
    ...v2Place(
      'attraction',
      dataset,
      record,
      cleanText(record.AttractionID),
      cleanText(record.AttractionName),
    ),
    classes: Array.isArray(record.AttractionClasses) ? record.AttractionClasses.map(String) : [],
  }));
}

/** HotelClasses: 1 international tourist hotel, 2 tourist hotel, 3 hotel, 4 B&B (民宿). */
export function v2Hotels(dataset: string, file: { Hotels: V2Record[] }): ImportedPlace[] {
  return file.Hotels.map((record) => {
    const place = v2Place(
      'lodging',
      dataset,
      record,
      cleanText(record.HotelID),
      cleanText(record.HotelName),
    );
    const services = cleanText(record.ServiceInfo)
      .split(',')
      .map((service) => service.trim())
      .filter((service) => service !== '');
    return {
      ...place,
      classes: Array.isArray(record.HotelClasses)
        ? record.HotelClasses.map((c) => `hotel-${String(c)}`)
        : [],
      tags: [...place.tags, ...services],
    };
  });
}
