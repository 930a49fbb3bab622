import { cleanText, firstText, coordinate } from '../../content/text';
import type { PlaceKind, SourceRef } from '../../data-files/seed-records';
import { blankPlace, type ImportedEvent, type ImportedPlace } from '../types';
import { phoneOf, tdxPictures, zipcodeOf } from './common';

/**
 * TDX v2 Tourism records (ScenicSpot, Hotel, Restaurant, Activity). The 2021 extract names its keys
 * ID/Name, the 2024 one ScenicSpotID/ScenicSpotName: both are read.
 */
type TdxRecord = Record<string, unknown> & {
  Position?: { PositionLat?: unknown; PositionLon?: unknown };
  Picture?: unknown;
};

function classesOf(record: TdxRecord): string[] {
  return ['Class', 'Class1', 'Class2', 'Class3']
    .map((key) => cleanText(record[key]))
    .filter((c) => c !== '');
}

/** What the three place datasets hold alike, read alike; each kind adds the fields only it has. */
function tdxPlace(
  kind: PlaceKind,
  source: SourceRef,
  name: string,
  record: TdxRecord,
): ImportedPlace {
  return {
    ...blankPlace(kind, source),
    updatedAt: firstText(record.SrcUpdateTime, record.UpdateTime),
    name,
    lat: coordinate(record.Position?.PositionLat),
    lng: coordinate(record.Position?.PositionLon),
    zipcode: zipcodeOf(record.ZipCode),
    address: cleanText(record.Address),
    tel: phoneOf(record.Phone),
    parking: cleanText(record.ParkingInfo),
    images: tdxPictures(record.Picture, name),
    classes: classesOf(record),
  };
}

export function tdxScenicSpots(dataset: string, records: TdxRecord[]): ImportedPlace[] {
  return records.map((record) => ({
    ...tdxPlace(
      'attraction',
      { dataset, id: firstText(record.ScenicSpotID, record.ID) },
      firstText(record.ScenicSpotName, record.Name),
      record,
    ),
    // DescriptionDetail is the full text; Description is its short form.
    description: firstText(record.DescriptionDetail, record.Description),
    opentime: cleanText(record.OpenTime),
    ticket: cleanText(record.TicketInfo),
    traffic: cleanText(record.TravelInfo),
    remarks: cleanText(record.Remarks),
    website: cleanText(record.WebsiteUrl),
    tags: cleanText(record.Keyword)
      .split(/[,、，]/)
      .map((tag) => tag.trim())
      .filter((tag) => tag !== ''),
  }));
}

export function tdxHotels(dataset: string, records: TdxRecord[]): ImportedPlace[] {
  return records.map((record) => ({
    ...tdxPlace(
      'lodging',
      { dataset, id: cleanText(record.HotelID) },
      cleanText(record.HotelName),
      record,
    ),
    description: cleanText(record.Description),
  }));
}

/** `v2/Tourism/Restaurant/{City}`: RestaurantID, RestaurantName, Class as text (中式美食…). */
export function tdxRestaurants(dataset: string, records: TdxRecord[]): ImportedPlace[] {
  return records.map((record) => ({
    ...tdxPlace(
      'food',
      { dataset, id: cleanText(record.RestaurantID) },
      cleanText(record.RestaurantName),
      record,
    ),
    description: cleanText(record.Description),
    opentime: cleanText(record.OpenTime),
    website: cleanText(record.WebsiteUrl),
  }));
}

export function tdxActivities(dataset: string, records: TdxRecord[]): ImportedEvent[] {
  return records.map((record) => {
    const name = firstText(record.ActivityName, record.Name);
    return {
      source: { dataset, id: firstText(record.ActivityID, record.ID) },
      updatedAt: firstText(record.SrcUpdateTime, record.UpdateTime),
      name,
      description: cleanText(record.Description),
      location: cleanText(record.Location),
      address: cleanText(record.Address),
      organizer: cleanText(record.Organizer),
      tel: phoneOf(record.Phone),
      start: cleanText(record.StartTime),
      end: cleanText(record.EndTime),
      lat: record.Position ? coordinate(record.Position.PositionLat) : undefined,
      lng: record.Position ? coordinate(record.Position.PositionLon) : undefined,
      images: tdxPictures(record.Picture, name),
      classes: classesOf(record),
      website: cleanText(record.WebsiteUrl),
    };
  });
}
