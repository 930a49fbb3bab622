import { closureEndDate } from '@ecg/domain/rules/closure-notices';
import { formatTaipei, taipeiDate } from '@ecg/domain/rules/datetime';
import { normalizeImages } from '@ecg/domain/rules/images';
import type { FeatureCollection, TownshipProperties } from '@ecg/domain/rules/township';
import { escapeHtml, textToHtml } from '../content/sanitize';
import { summarize } from '../content/text';
import { attractionCategories } from './categories';
import { addressInAnotherCounty, locateTownship } from './geography';
import type { IdAllocator } from './ids';
import type { MergedPlace } from './merge';
import type { ImportedEvent, ImportedImage, ImportedNotice } from './types';
import {
  agencyOf,
  type SeedEvent,
  type SeedImage,
  type SeedNotice,
  type SeedPlace,
} from '../data-files/seed-records';

/** East Coast National Scenic Area: its code in the 2021 (TDX) and 2026 (v2.0) ids. */
export const EAST_COAST_NSA_AGENCIES = ['315080500H', 'A15010100H'];
const OUTLYING_ISLANDS = ['綠島鄉', '蘭嶼鄉'];

const taipeiText = (iso: string) => (iso ? formatTaipei(iso) : '');

const seedNotice = ({ text, reported }: ImportedNotice): SeedNotice => {
  const until = closureEndDate(text);
  return {
    text,
    ...(reported ? { reported: taipeiDate(reported) } : {}),
    ...(until ? { until } : {}),
  };
};

const images = (list: ImportedImage[], kind: 'default' | 'event'): SeedImage[] =>
  normalizeImages(list, kind, 'https://www.eastcoast-nsa.gov.tw');

/** The description, then what visitors need on the way (getting there, cautions) as sections. */
function contentOf(description: string, sections: [string, string][]): string {
  const extra = sections
    .filter(([, text]) => text !== '')
    .map(([heading, text]) => `<h3>${escapeHtml(heading)}</h3>${textToHtml(text)}`);
  return [textToHtml(description), ...extra].join('');
}

export interface PlaceContext {
  boundaries: FeatureCollection<TownshipProperties>;
  zipcodeOfTownship: Map<string, number>;
  ids: IdAllocator;
  dropped: string[];
}

/** A record someone typed to try the form ("kkk"): a short run of Latin letters and nothing else. */
export const isTestEntry = (place: { name: string }) => /^[a-z]{1,5}$/i.test(place.name.trim());

/**
 * The township an address names, where it names one of ours. Upstream coordinates are
 * sometimes placed across a border (a bridge, a trail head), while the address was written
 * by the agency that knows the place: where it names a township, it wins.
 */
export function townshipNamedIn(
  address: string,
  boundaries: FeatureCollection<TownshipProperties>,
): TownshipProperties | undefined {
  const text = address.replace(/台/g, '臺');
  const named = boundaries.features
    .map((feature) => ({ town: feature.properties, at: text.indexOf(feature.properties.TOWNNAME) }))
    .filter((match) => match.at !== -1)
    .sort((a, b) => a.at - b.at);
  return named[0]?.town;
}

export function seedPlaces(merged: MergedPlace[], context: PlaceContext): SeedPlace[] {
  return merged.flatMap(({ records, place }) => {
    const where = `${place.source.dataset} ${place.source.id} ${place.name}`;
    if (isTestEntry(place)) {
      context.dropped.push(`${where}: a test entry`);
      return [];
    }
    const located =
      Number.isFinite(place.lat) && !addressInAnotherCounty(place.address)
        ? locateTownship(place, context.boundaries)
        : undefined;
    if (!located) {
      context.dropped.push(`${where}: outside Hualien and Taitung`);
      return [];
    }
    const named = townshipNamedIn(place.address, context.boundaries);
    const township = named ?? located;
    const sources = records.map((record) => record.source);
    const agencies = [
      ...new Set(sources.map((source) => agencyOf(source.id)).filter((code) => code !== '')),
    ];
    const categories = place.kind === 'attraction' ? attractionCategories(place.classes) : [];
    return [
      {
        id: context.ids.idOf(sources.map((source) => `place:${source.id}`)),
        kind: place.kind,
        sources,
        agencies,
        name: place.name,
        alternateNames: place.alternateNames.filter((name) => name !== place.name),
        summary: summarize(place.description),
        content: contentOf(place.description, [
          ['交通資訊', place.traffic],
          ['注意事項', place.remarks],
        ]),
        lat: Number(place.lat.toFixed(6)),
        lng: Number(place.lng.toFixed(6)),
        // The township's own code where the address names it, so district, zipcode and region agree.
        zipcode:
          (named && context.zipcodeOfTownship.get(named.TOWNCODE)) ??
          place.zipcode ??
          context.zipcodeOfTownship.get(township.TOWNCODE) ??
          0,
        township: township.TOWNCODE,
        address: place.address,
        tel: place.tel,
        opentime: place.opentime,
        ticket: place.ticket,
        parking: place.parking,
        website: place.website,
        images: images(place.images, 'default'),
        categories,
        tags: place.tags,
        classes: place.classes,
        serviceStatus: place.serviceStatus ?? 1,
        closureNotices: place.notices.map(seedNotice),
        updatedAt: taipeiText(place.updatedAt),
        fullTranslation:
          agencies.some((code) => EAST_COAST_NSA_AGENCIES.includes(code)) ||
          OUTLYING_ISLANDS.includes(township.TOWNNAME),
      },
    ];
  });
}

/** Events lie in the two counties by their coordinates, or, without any, by what they name. */
export function seedEvents(events: ImportedEvent[], context: PlaceContext): SeedEvent[] {
  return events.flatMap((event) => {
    const hasPoint =
      event.lat !== undefined && event.lng !== undefined && Number.isFinite(event.lat);
    const located = hasPoint
      ? locateTownship({ lat: event.lat!, lng: event.lng! }, context.boundaries)
      : undefined;
    const namesTheArea = /花蓮|臺東|台東/.test(
      `${event.address}${event.location}${event.organizer}`,
    );
    if (hasPoint ? !located : !namesTheArea) {
      context.dropped.push(
        `${event.source.dataset} ${event.source.id} ${event.name}: outside Hualien and Taitung`,
      );
      return [];
    }
    const township =
      townshipNamedIn(`${event.address} ${event.location}`, context.boundaries) ?? located;
    return [
      {
        id: context.ids.idOf([`event:${event.source.id}`]),
        sources: [event.source],
        name: event.name,
        summary: summarize(event.description),
        content: textToHtml(event.description),
        location: event.location,
        address: event.address,
        organizer: event.organizer,
        tel: event.tel,
        start: taipeiText(event.start),
        end: taipeiText(event.end),
        lat: located ? Number(event.lat!.toFixed(6)) : null,
        lng: located ? Number(event.lng!.toFixed(6)) : null,
        township: township?.TOWNCODE ?? null,
        images: images(event.images, 'event'),
        website: event.website,
        updatedAt: taipeiText(event.updatedAt),
      },
    ];
  });
}
