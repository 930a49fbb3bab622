import { FAVOURITE_KINDS, type FavouriteKind } from '@ecg/domain/contracts/favourite-kinds';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { favouriteLink } from '@ecg/domain/rules/favourite-share';
import type { FavouriteGroup } from '@ecg/domain/rules/favourites';
import { GPX_MEDIA_TYPE, toGpx } from '@ecg/domain/rules/gpx';
import { KML_MEDIA_TYPE, toKml } from '@ecg/domain/rules/kml';
import type { ContentLang } from '@ecg/domain/rules/language';
import {
  drawableGroups,
  favouritePointGroups,
  type PointFile,
} from '@ecg/domain/rules/point-groups';
import { downloadFile } from '@/lib/copy-text';

export type FileFormat = 'gpx' | 'kml';

export interface FileWords {
  /** The file's title and its creator, in the visitor's language. */
  title: string;
  creator: string;
  /** Each kind's group name, in the visitor's language. */
  kindName: (kind: FavouriteKind) => string;
}

/** The favourites with a place, a group per kind, each point linking back to its overlay. */
export function favouritesFile(
  groups: readonly FavouriteGroup[],
  words: FileWords,
  lang: ContentLang,
  origin: string,
): PointFile {
  const kindNames = Object.fromEntries(
    FAVOURITE_KINDS.map((kind) => [kind, words.kindName(kind)]),
  ) as Record<FavouriteKind, string>;
  return {
    title: words.title,
    creator: words.creator,
    groups: favouritePointGroups(groups, kindNames, (entry) => favouriteLink(entry, lang, origin)),
  };
}

/** Whether a file would hold any point: favourites without a place are left out of it. */
export const hasPlaces = (file: PointFile): boolean => drawableGroups(file.groups).length > 0;

/** The file's name, dated by the day it is made in Asia/Taipei (requirements §5: "today"). */
export const favouritesFileName = (format: FileFormat, now: number): string =>
  `east-coast-favourites-${taipeiDate(now)}.${format}`;

const WRITERS = {
  gpx: { write: toGpx, type: GPX_MEDIA_TYPE },
  kml: { write: toKml, type: KML_MEDIA_TYPE },
} as const;

/** Saves the file on the phone (lib/copy-text.ts), nothing sent anywhere. */
export function downloadFavourites(file: PointFile, format: FileFormat, now = Date.now()): void {
  const { write, type } = WRITERS[format];
  downloadFile(favouritesFileName(format, now), write(file, 'points'), type);
}
