import type { Trip } from '@ecg/domain/contracts';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import { favouriteLink } from '@ecg/domain/rules/favourite-share';
import { GPX_MEDIA_TYPE, toGpx } from '@ecg/domain/rules/gpx';
import type { ContentLang } from '@ecg/domain/rules/language';
import { drawableGroups, type PointFile } from '@ecg/domain/rules/point-groups';
import { downloadFile } from '@/lib/copy-text';

export interface TripFileWords {
  /** The file's title and creator, and a day's name ("DAY 2"), in the visitor's language. */
  title: string;
  creator: string;
  dayName: (day: number) => string;
}

/**
 * A trip as a GPX file (domain/src/rules/gpx.ts, `routes` layout): a route a day, its stops in
 * order, each linking back to its overlay in the app as a favourite's does. Stops without a
 * place are left out by the writer.
 */
export function tripFile(
  trip: Trip,
  words: TripFileWords,
  lang: ContentLang,
  origin: string,
): PointFile {
  return {
    title: words.title,
    creator: words.creator,
    groups: trip.days.map((stops, day) => ({
      name: words.dayName(day + 1),
      points: stops.flatMap((stop) =>
        stop.lat === undefined || stop.lng === undefined
          ? []
          : [
              {
                name: stop.name,
                lat: stop.lat,
                lng: stop.lng,
                link: favouriteLink({ kind: stop.type, id: stop.id }, lang, origin),
              },
            ],
      ),
    })),
  };
}

/** Whether the file would hold any stop: a trip without places has nothing to draw. */
export const tripHasPlaces = (file: PointFile): boolean => drawableGroups(file.groups).length > 0;

/** The file's name, dated by the Taipei day, as the favourites' file is. */
export const tripFileName = (trip: Trip, now: number): string =>
  `east-coast-trip-${trip.id}-${taipeiDate(now)}.gpx`;

/** Saves the GPX on the phone (lib/copy-text.ts), nothing sent anywhere. */
export function downloadTrip(trip: Trip, file: PointFile, now = Date.now()): void {
  downloadFile(tripFileName(trip, now), toGpx(file, 'routes'), GPX_MEDIA_TYPE);
}
