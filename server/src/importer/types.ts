import type { PlaceKind, SourceRef } from '../data-files/seed-records';

/** What every source adapter yields: one upstream record in our terms, still in Chinese. */

export interface ImportedImage {
  src: string;
  title: string;
}

/** A notice an upstream wrote into a description (==重要公告==…), and when that record was updated. */
export interface ImportedNotice {
  text: string;
  reported: string;
}

export interface ImportedPlace {
  kind: PlaceKind;
  source: SourceRef;
  /** When the upstream last changed the record (ISO text), for choosing between duplicates. */
  updatedAt: string;
  name: string;
  alternateNames: string[];
  description: string;
  lat: number;
  lng: number;
  zipcode: number | undefined;
  address: string;
  tel: string;
  opentime: string;
  ticket: string;
  parking: string;
  traffic: string;
  remarks: string;
  website: string;
  images: ImportedImage[];
  /** Upstream class names (e.g. 自然風景類) or codes, mapped to our categories later. */
  classes: string[];
  tags: string[];
  /** Upstream service status: 1 open; others (3) closed or restricted. */
  serviceStatus: number | undefined;
  notices: ImportedNotice[];
}

export interface ImportedEvent {
  source: SourceRef;
  updatedAt: string;
  name: string;
  description: string;
  location: string;
  address: string;
  organizer: string;
  tel: string;
  start: string;
  end: string;
  lat: number | undefined;
  lng: number | undefined;
  images: ImportedImage[];
  classes: string[];
  website: string;
}

/** A blank place, so adapters state only what their upstream has. */
export function blankPlace(kind: PlaceKind, source: SourceRef): ImportedPlace {
  return {
    kind,
    source,
    updatedAt: '',
    name: '',
    alternateNames: [],
    description: '',
    lat: Number.NaN,
    lng: Number.NaN,
    zipcode: undefined,
    address: '',
    tel: '',
    opentime: '',
    ticket: '',
    parking: '',
    traffic: '',
    remarks: '',
    website: '',
    images: [],
    classes: [],
    tags: [],
    serviceStatus: undefined,
    notices: [],
  };
}
