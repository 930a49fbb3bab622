import type { AnswerAreas } from '@ecg/domain/api-answers';
import type { ApiPathName } from '@ecg/domain/api-paths';
import { loadChunk } from '../lazy-chunk';

/*
 * Which area's contracts read each call's answer (domain/src/api-answers/): a screen's calls
 * load their areas' contracts, not every call's (docs/performance.md, The answers' contracts by
 * area). Most calls are the content's; the others are named, the type holding each to the area
 * whose module answers it. A chunk of its own, loaded with the first call: the names and the
 * areas' file lists would weigh on the first screen.
 */

export type AnswerArea = keyof AnswerAreas;
type AreaOf<N extends ApiPathName> = {
  [A in AnswerArea]: N extends keyof AnswerAreas[A] ? A : never;
}[AnswerArea];

/** The calls another area than the content's reads. */
type OutsideContent = Exclude<ApiPathName, keyof AnswerAreas['content']>;

const AREA_OUTSIDE_CONTENT: { readonly [N in OutsideContent]: AreaOf<N> } = {
  notices: 'notices',
  liveCamera: 'live',
  weather: 'live',
  parking: 'live',
  scenicAreaFlow: 'live',
  sunTimes: 'live',
  moonTimes: 'live',
  sunrise: 'live',
  moonrise: 'live',
  uv: 'live',
  aqi: 'live',
  tidal: 'live',
  walrus: 'live',
  swell: 'live',
  crossingOutlook: 'live',
  highwayCameras: 'live',
  busArrivals: 'transport',
  busAlerts: 'transport',
  busTimetable: 'transport',
  busPositions: 'transport',
  ferries: 'transport',
  trainStations: 'transport',
  trains: 'transport',
  flights: 'transport',
  flightsToday: 'transport',
  flightSchedule: 'transport',
  basemap: 'map',
  mapSettings: 'map',
  facilityKinds: 'map',
  surveys: 'service',
  surveyToken: 'service',
  surveyHandler: 'service',
  lostProperty: 'service',
  faultRepairInformation: 'service',
  faultRepair: 'service',
  trackFaultRepair: 'service',
  faultRepairResult: 'service',
  opinion: 'service',
  suggest: 'service',
  verifyOpinion: 'service',
  checkOpinion: 'service',
  reservation: 'service',
  echelon: 'service',
  reservate: 'service',
  application: 'service',
  cancelReservation: 'service',
  narratorReservationInformation: 'service',
  reservateNarrator: 'service',
  publicationApplyInformation: 'service',
  applyPublication: 'service',
};

/** The area whose contracts read a call's answers. */
export const areaOf = (name: ApiPathName): AnswerArea =>
  (AREA_OUTSIDE_CONTENT as Partial<Record<ApiPathName, AnswerArea>>)[name] ?? 'content';

/** The modules of the areas' contracts, each its own chunk. */
const AREA_MODULES = {
  content: () => import('@ecg/domain/api-answers/content'),
  live: () => import('@ecg/domain/api-answers/live'),
  map: () => import('@ecg/domain/api-answers/map'),
  notices: () => import('@ecg/domain/api-answers/notices'),
  service: () => import('@ecg/domain/api-answers/service'),
  transport: () => import('@ecg/domain/api-answers/transport'),
} satisfies Record<AnswerArea, () => Promise<unknown>>;
type AreaModule<A extends AnswerArea> = Awaited<ReturnType<(typeof AREA_MODULES)[A]>>;

const loaded = new Map<AnswerArea, Promise<unknown>>();

/** An area's contracts, loaded once; a failed load is tried again at the next call. */
export function areaContracts<A extends AnswerArea>(area: A): Promise<AreaModule<A>> {
  let loading = loaded.get(area);
  if (loading === undefined) {
    loading = loadChunk<unknown>(AREA_MODULES[area]).catch((error: unknown) => {
      loaded.delete(area);
      throw error;
    });
    loaded.set(area, loading);
  }
  return loading as Promise<AreaModule<A>>;
}
