import { cleanText } from '../content/text';
import { pointOf } from './facility-seed';

/*
 * The WRA's coastal and river cameras of Hualien and Taitung, in data/sources: the importer
 * reads them as the map's facilities, the seed as the Live tab's webcams.
 */
export const WRA_CAMERAS_FILE = 'cameras_wra_hualien_taitung_2025.json';

/** The cameras' source among the facilities' (data/seed/facilities/wra-cameras.json). */
export const WRA_CAMERAS_SOURCE_ID = 'wra-cameras';

/** The WRA's open-data fields, lower-case as its API serves them. */
export interface WraCamera {
  cameraid: string;
  cameraname: string;
  latitude_4326: string;
  longitude_4326: string;
  countiesandcitieswherethemonitoringpointsarelocated?: string;
  administrativedistrictwherethemonitoringpointislocated?: string;
  imageurl?: string;
  status?: string;
}

/** One camera as both the map's facilities and the Live tab's webcams read it. */
export interface WraCameraRead {
  /** The WRA's own camera number, stable across its lists. */
  cameraId: string;
  /** The camera's id among the map's facilities. */
  facilityId: string;
  name: string;
  county: string;
  township: string;
  point: { lat: number; lng: number } | undefined;
  /** The still picture the WRA refreshes; empty where the list gives none. */
  imageUrl: string;
  /** The list marks a working camera with status 1. */
  active: boolean;
}

export function readWraCamera(row: WraCamera): WraCameraRead {
  const cameraId = cleanText(row.cameraid);
  return {
    cameraId,
    facilityId: `${WRA_CAMERAS_SOURCE_ID}-${cameraId}`,
    name: cleanText(row.cameraname),
    county: cleanText(row.countiesandcitieswherethemonitoringpointsarelocated),
    township: cleanText(row.administrativedistrictwherethemonitoringpointislocated),
    point: pointOf(row.latitude_4326, row.longitude_4326),
    imageUrl: cleanText(row.imageurl),
    active: cleanText(row.status) === '1',
  };
}
