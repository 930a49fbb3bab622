import { cleanText, firstText } from '../../content/text';
import { blankPlace, type ImportedEvent, type ImportedPlace } from '../types';
import { coordinate, phoneOf, tdxPictures, zipcodeOf } from './common';

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

export function tdxScenicSpots(dataset: string, records: TdxRecord[]): ImportedPlace[] {
  return records.map((record) => {
    const name = firstText(record.ScenicSpotName, record.Name);
    return {
      ...blankPlace('attraction', { dataset, id: firstText(record.ScenicSpotID, record.ID) }),
      updatedAt: firstText(record.SrcUpdateTime, record.UpdateTime),
      name,
      // DescriptionDetail is the full text; Description is its short form.
      description: firstText(record.DescriptionDetail, record.Description),
      lat: coordinate(record.Position?.PositionLat),
      lng: coordinate(record.Position?.PositionLon),
      zipcode: zipcodeOf(record.ZipCode),
      address: cleanText(record.Address),
      tel: phoneOf(record.Phone),
      opentime: cleanText(record.OpenTime),
      ticket: cleanText(record.TicketInfo),
      parking: cleanText(record.ParkingInfo),
      traffic: cleanText(record.TravelInfo),
      remarks: cleanText(record.Remarks),
      website: cleanText(record.WebsiteUrl),
      images: tdxPictures(record.Picture, name),
      classes: classesOf(record),
      tags: cleanText(record.Keyword)
        .split(/[,、，]/)
        .map((tag) => tag.trim())
        .filter((tag) => tag !== ''),
    };
  });
}

export function tdxHotels(dataset: string, records: TdxRecord[]): ImportedPlace[] {
  return records.map((record) => {
    const name = cleanText(record.HotelName);
    return {
      ...blankPlace('lodging', { dataset, id: cleanText(record.HotelID) }),
      updatedAt: firstText(record.SrcUpdateTime, record.UpdateTime),
      name,
      description: cleanText(record.Description),
      lat: coordinate(record.Position?.PositionLat),
      lng: coordinate(record.Position?.PositionLon),
      zipcode: zipcodeOf(record.ZipCode),
      address: cleanText(record.Address),
      tel: phoneOf(record.Phone),
      parking: cleanText(record.ParkingInfo),
      images: tdxPictures(record.Picture, name),
      classes: classesOf(record),
    };
  });
}

/** `v2/Tourism/Restaurant/{City}`: RestaurantID, RestaurantName, Class as text (中式美食…). */
export function tdxRestaurants(dataset: string, records: TdxRecord[]): ImportedPlace[] {
  return records.map((record) => {
    const name = cleanText(record.RestaurantName);
    return {
      ...blankPlace('food', { dataset, id: cleanText(record.RestaurantID) }),
      updatedAt: firstText(record.SrcUpdateTime, record.UpdateTime),
      name,
      description: cleanText(record.Description),
      lat: coordinate(record.Position?.PositionLat),
      lng: coordinate(record.Position?.PositionLon),
      zipcode: zipcodeOf(record.ZipCode),
      address: cleanText(record.Address),
      tel: phoneOf(record.Phone),
      opentime: cleanText(record.OpenTime),
      parking: cleanText(record.ParkingInfo),
      website: cleanText(record.WebsiteUrl),
      images: tdxPictures(record.Picture, name),
      classes: classesOf(record),
    };
  });
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
