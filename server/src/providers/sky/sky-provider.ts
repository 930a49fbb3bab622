import type { LiveMeta, MoonDay, SunDay } from '@ecg/domain/contracts';
import { formatTaipei } from '@ecg/domain/rules/datetime';
import type { LatLng } from '@ecg/domain/rules/distance';
import { eventTimeOnDay, taipeiDatesFrom, taipeiMidnight } from '@ecg/domain/rules/sky-days';
import { Body, Illumination, Observer, SearchRiseSet } from 'astronomy-engine';

export const SKY_PROVIDER = 'astronomy-engine';

/** Where the sky is worked out for: the exact point, and the name `meta.location` gives it. */
export interface SkyPlace {
  point: LatLng;
  name: string;
}

/** The days answered (a type, not an interface, so a route may take it as a plain record). */
export type SkyAnswer<D> = { data: D[]; meta: LiveMeta };

const HALF_DAY_MS = 12 * 60 * 60 * 1000;
const RISE = +1;
const SET = -1;

/**
 * The rise or set of a body on one Taipei day, as the almanacs define it: the upper limb on a
 * sea-level horizon, with the standard refraction, which is what SearchRiseSet computes (CWA:
 * "太陽圓盤面的上緣與地平線相交接的時刻"). The search starts at the day's midnight and spans one
 * day; an event it finds later than the day is the next day's, so this day has none.
 */
function eventOnDay(body: Body, observer: Observer, direction: number, date: string) {
  const found = SearchRiseSet(body, observer, direction, new Date(taipeiMidnight(date)), 1);
  return eventTimeOnDay(found?.date.getTime(), date);
}

/** Without a field for an event that does not happen, as the contract says. */
function present<K extends string>(entries: [K, string | undefined][]): Partial<Record<K, string>> {
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined)) as Partial<
    Record<K, string>
  >;
}

/**
 * The sun and the moon over a point (requirements §7 suntime, moontime, sunrise, moonrise),
 * computed here rather than fetched: the positions are exact for any point, whereas CWA's
 * almanac (A-B0062-001, A-B0063-001) gives one point per county. So the answer is never a sample
 * and never stale.
 */
export function skyProvider(now: () => number = Date.now) {
  const metaOf = (place: SkyPlace): LiveMeta => ({
    source: 'computed',
    provider: SKY_PROVIDER,
    fetchedAt: formatTaipei(now()),
    stale: false,
    location: place.name,
  });
  const observerOf = ({ point }: SkyPlace) => new Observer(point.lat, point.lng, 0);

  return {
    /** Sunrise and sunset on `days` Taipei days from today. */
    sun(place: SkyPlace, days: number): SkyAnswer<SunDay> {
      const observer = observerOf(place);
      const data = taipeiDatesFrom(now(), days).map((date) => ({
        date,
        ...present([
          ['sunrise', eventOnDay(Body.Sun, observer, RISE, date)],
          ['sunset', eventOnDay(Body.Sun, observer, SET, date)],
        ]),
      }));
      return { data, meta: metaOf(place) };
    },

    /** Moonrise, moonset and the lit fraction of the disc at local noon, on `days` days. */
    moon(place: SkyPlace, days: number): SkyAnswer<MoonDay> {
      const observer = observerOf(place);
      const data = taipeiDatesFrom(now(), days).map((date) => {
        const noon = new Date(taipeiMidnight(date) + HALF_DAY_MS);
        const illumination = Illumination(Body.Moon, noon).phase_fraction;
        return {
          date,
          ...present([
            ['moonrise', eventOnDay(Body.Moon, observer, RISE, date)],
            ['moonset', eventOnDay(Body.Moon, observer, SET, date)],
          ]),
          illumination: Math.round(illumination * 1000) / 1000,
        };
      });
      return { data, meta: metaOf(place) };
    },
  };
}

export type SkyProvider = ReturnType<typeof skyProvider>;
