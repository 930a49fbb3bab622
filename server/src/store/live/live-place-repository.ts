import type { LocationRequest } from '@ecg/domain/contracts';
import type { LatLng } from '@ecg/domain/rules/distance';
import { isInGeometry, type AreaGeometry } from '@ecg/domain/rules/township';
import { NotFoundError } from '../../plugins/errors';
import type { Db } from '../core/database';

/** A township as the live calls name it: CWA's Chinese names, its county and its centre. */
export interface LiveTownship {
  name: string;
  nameEn: string;
  county: string;
  countyEn: string;
  zipcode: number;
  centre: LatLng;
}

/**
 * The point a live call answers for (docs/live-data.md), and how exact it is:
 * the visitor's or the place's own position, a township's centre, or a county's.
 */
export interface LivePlace {
  point: LatLng;
  precision: 'position' | 'township' | 'county';
  /** The township the point lies in, when it lies in one of ours. */
  township?: LiveTownship;
  /** The county (臺東縣) for a county-wide name. */
  county?: string;
  /** What `meta.location` says: the township's or county's Chinese name, else the position. */
  name: string;
}

interface LoadedTownship extends LiveTownship {
  boundary: AreaGeometry;
}

/** 台東 and 臺東 are both written; the official form is 臺. */
const official = (text: string) => text.trim().replace(/台/g, '臺');
const lowered = (text: string) => text.trim().toLowerCase();

/** The average of the townships' centres: a county's centre, close enough for what it answers. */
function centreOf(townships: readonly LoadedTownship[]): LatLng {
  const sum = townships.reduce(
    (total, town) => ({ lat: total.lat + town.centre.lat, lng: total.lng + town.centre.lng }),
    { lat: 0, lng: 0 },
  );
  return { lat: sum.lat / townships.length, lng: sum.lng / townships.length };
}

const publicTownship = ({ boundary: _boundary, ...township }: LoadedTownship): LiveTownship =>
  township;

/**
 * Where a live call answers for: its position when it has one, else its township's zipcode, else
 * its name (a township or county in Chinese or English). The 29 townships are read once.
 */
export function livePlaceRepository(db: Db) {
  let loaded: Promise<LoadedTownship[]> | undefined;
  const townships = () =>
    (loaded ??= db
      .selectFrom('township')
      .selectAll()
      .orderBy('code')
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          name: row.name_zh,
          nameEn: row.name_en,
          county: row.county_zh,
          countyEn: row.county_en,
          zipcode: row.zipcode,
          centre: { lat: row.centroid_lat, lng: row.centroid_lng },
          boundary: JSON.parse(row.boundary) as AreaGeometry,
        })),
      ));

  async function ofPosition(point: LatLng): Promise<LivePlace> {
    const township = (await townships()).find((town) => isInGeometry(point, town.boundary));
    return township
      ? { point, precision: 'position', township: publicTownship(township), name: township.name }
      : { point, precision: 'position', name: `${point.lat.toFixed(4)},${point.lng.toFixed(4)}` };
  }

  async function ofName(text: string): Promise<LivePlace | undefined> {
    const all = await townships();
    const name = official(text);
    const township = all.find(
      (town) =>
        town.name === name ||
        `${town.county}${town.name}` === name ||
        lowered(town.nameEn) === lowered(text),
    );
    if (township) {
      return {
        point: township.centre,
        precision: 'township',
        township: publicTownship(township),
        name: township.name,
      };
    }
    const county = all.filter(
      (town) =>
        town.county === name ||
        town.county.replace(/縣$/, '') === name ||
        lowered(town.countyEn) === lowered(text) ||
        lowered(town.countyEn.replace(/ County$/, '')) === lowered(text),
    );
    const first = county[0];
    return first
      ? { point: centreOf(county), precision: 'county', county: first.county, name: first.county }
      : undefined;
  }

  return {
    /** The townships, for a provider that maps each to its station or area. */
    async townships(): Promise<LiveTownship[]> {
      return (await townships()).map(publicTownship);
    },

    /** The place of a name alone, or undefined when it names no township or county of ours. */
    ofName,

    /**
     * The place a request answers for: the position first, then the zipcode, then the name. A
     * zipcode or name that is none of ours is a 404 naming it. `locationName` may instead name
     * a provider's station: the provider looks for that first and asks this only when it is not.
     */
    async resolve(
      request: Pick<LocationRequest, 'lat' | 'lng' | 'zipcode' | 'locationName'>,
    ): Promise<LivePlace> {
      if (request.lat !== undefined && request.lng !== undefined) {
        return ofPosition({ lat: request.lat, lng: request.lng });
      }
      if (request.zipcode !== undefined) {
        const township = (await townships()).find((town) => town.zipcode === request.zipcode);
        if (!township) {
          throw new NotFoundError(
            `zipcode ${request.zipcode} is not a township of Hualien or Taitung`,
          );
        }
        return {
          point: township.centre,
          precision: 'township',
          township: publicTownship(township),
          name: township.name,
        };
      }
      const place =
        request.locationName === undefined ? undefined : await ofName(request.locationName);
      if (!place) {
        throw new NotFoundError(
          `locationName ${request.locationName ?? ''} is not a station, township or county we know`.replace(
            '  ',
            ' ',
          ),
        );
      }
      return place;
    },
  };
}

export type LivePlaceRepository = ReturnType<typeof livePlaceRepository>;
