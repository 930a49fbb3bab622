/*
 * The records of data/seed as the importer writes them and the seed reads them: our places and
 * events, in Chinese, with their sources (docs/architecture.md, Content).
 */

export type PlaceKind = 'attraction' | 'food' | 'lodging';

export interface SourceRef {
  /** The file under data/sources the record came from. */
  dataset: string;
  /** The record's id in that file. */
  id: string;
}

/**
 * data/seed/ids.json: which upstream record got which of our ids. Our ids never change once
 * published (favourites, shared links and reviews point at them).
 */
export type IdMap = Record<string, number>;

/** The publishing agency's code inside an upstream record's id (`Attraction_A15010100H_000005`). */
export const agencyOf = (sourceId: string) => sourceId.match(/_([0-9A-Z]{10})_/)?.[1] ?? '';

/** A visitor centre's Chinese name says so (遊客中心, 服務中心): the seed's collection and the facility importer read it. */
export const VISITOR_CENTRE_NAME = /遊客中心|服務中心/;

export interface SeedImage {
  src: string;
  title: string;
}

/** A closure notice, dated so the app can tell whether it may be out of date when it shows it. */
export interface SeedNotice {
  text: string;
  /** `YYYY-MM-DD`: when the record that carried it was updated. */
  reported?: string;
  /** `YYYY-MM-DD`: the latest day it names. */
  until?: string;
}

export interface SeedPlace {
  id: number;
  kind: PlaceKind;
  sources: SourceRef[];
  agencies: string[];
  name: string;
  alternateNames: string[];
  summary: string;
  /** Sanitized HTML. */
  content: string;
  lat: number;
  lng: number;
  zipcode: number;
  township: string;
  address: string;
  tel: string;
  opentime: string;
  ticket: string;
  parking: string;
  website: string;
  images: SeedImage[];
  categories: number[];
  tags: string[];
  classes: string[];
  /** 1 open; 3 closed or access restricted, as the upstream marks it. */
  serviceStatus: number;
  closureNotices: SeedNotice[];
  updatedAt: string;
  /** The full text must exist in English and Japanese (East Coast NSA and outlying islands). */
  fullTranslation: boolean;
}

export interface SeedEvent {
  id: number;
  sources: SourceRef[];
  name: string;
  summary: string;
  content: string;
  location: string;
  address: string;
  organizer: string;
  tel: string;
  start: string;
  end: string;
  lat: number | null;
  lng: number | null;
  township: string | null;
  images: SeedImage[];
  website: string;
  updatedAt: string;
}
