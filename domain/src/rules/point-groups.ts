/**
 * What a GPX or KML file of the app holds: named groups of named points, so one writer serves
 * the favourites ("My Favorites", requirements §2: a group per kind) and a trip (requirements §3
 * Tour: a group per day, its stops in order). Every text is given by the caller in the
 * visitor's language; the writers add none of their own.
 */
import type { FavouriteKind } from '../contracts/favourites';
import type { FavouriteGroup } from './favourites';

export interface NamedPoint {
  name: string;
  /** WGS84 degrees. */
  lat: number;
  lng: number;
  description?: string | undefined;
  /** Where the app opens this point (rules/favourite-share.ts). */
  link?: string | undefined;
}

export interface PointGroup {
  name: string;
  points: NamedPoint[];
}

export interface PointFile {
  /** The file's title, e.g. the app's name and "My Favorites". */
  title: string;
  /** Who made the file: the app's name. */
  creator: string;
  groups: PointGroup[];
}

/**
 * How groups are drawn: `points`, each point on its own, its group a label (favourites);
 * `routes`, each group also an ordered line through its points (a trip's days).
 */
export type PointLayout = 'points' | 'routes';

/** A position readers accept: finite, latitude within ±90, longitude within ±180. */
export function isOnEarth(point: Pick<NamedPoint, 'lat' | 'lng'>): boolean {
  return (
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

/**
 * The groups a writer draws: only points with a position readers accept, and only groups that
 * keep one, so a file never holds a position a map refuses or an empty group.
 */
export function drawableGroups(groups: readonly PointGroup[]): PointGroup[] {
  return groups
    .map((group) => ({ name: group.name, points: group.points.filter(isOnEarth) }))
    .filter((group) => group.points.length > 0);
}

/**
 * The visible favourites (rules/favourites.ts `visibleFavourites`) as groups of points: a group
 * per kind under the name the caller gives that kind, the favourites without a position left
 * out, each point linked to its overlay when `linkOf` is given.
 */
export function favouritePointGroups(
  groups: readonly FavouriteGroup[],
  kindNames: Readonly<Record<FavouriteKind, string>>,
  linkOf?: (entry: FavouriteGroup['entries'][number]) => string,
): PointGroup[] {
  return groups.map((group) => ({
    name: kindNames[group.kind],
    points: group.entries.flatMap((entry) =>
      entry.lat === undefined || entry.lng === undefined
        ? []
        : [{ name: entry.title, lat: entry.lat, lng: entry.lng, link: linkOf?.(entry) }],
    ),
  }));
}
