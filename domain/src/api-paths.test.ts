import { describe, expect, it } from 'vitest';
import {
  API_CALL_KINDS,
  API_PATHS,
  apiPath,
  apiRoute,
  contentApiPaths,
  staticApiPagePath,
} from './api-paths';

describe('API paths', () => {
  it('puts the current language where the spec writes zh-tw', () => {
    expect(apiPath('attractions', 'ja')).toBe('/ja/opendata/attractions');
    expect(apiPath('greenIslandPage', 'en')).toBe('/greenisland/en/opendata/staticpage');
  });

  it('turns each path into a server route with the language as a parameter', () => {
    expect(apiRoute('tours')).toBe('/:lang/opendata/tours');
    expect(apiRoute('greenIslandPage')).toBe('/greenisland/:lang/opendata/staticpage');
    for (const name of Object.keys(API_PATHS) as (keyof typeof API_PATHS)[]) {
      expect(apiRoute(name)).toContain('/:lang/');
    }
  });

  it('names a static page file by page and language', () => {
    expect(staticApiPagePath('emergency', 'en')).toBe('/static-api/page/emergency-en.json');
  });

  it('says of every call whether it is content or live data', () => {
    expect(Object.keys(API_CALL_KINDS).sort()).toEqual(Object.keys(API_PATHS).sort());
    const live = Object.entries(API_CALL_KINDS).filter(([, kind]) => kind === 'live');
    expect(live.map(([name]) => name).sort()).toEqual([
      'aqi',
      'busAlerts',
      'busArrivals',
      'busPositions',
      'busTimetable',
      'crossingOutlook',
      'ferries',
      'flightSchedule',
      'flights',
      'flightsToday',
      'highwayCameras',
      'moonTimes',
      'moonrise',
      'parking',
      'scenicAreaFlow',
      'sunTimes',
      'sunrise',
      'swell',
      'tidal',
      'trains',
      'uv',
      'walrus',
      'weather',
    ]);
  });

  it("says that every call of the service area is the visitor's, kept by no worker", () => {
    for (const path of [
      'token',
      'surveyhandler',
      'fault-repair',
      'suggest',
      'reservate',
      'echelon',
    ]) {
      const name = (Object.keys(API_PATHS) as (keyof typeof API_PATHS)[]).find(
        (candidate) => API_PATHS[candidate] === `/zh-tw/opendata/${path}`,
      );
      expect(name && API_CALL_KINDS[name], path).toBe('visitor');
    }
  });

  it('lists the content calls in each content language, and nothing else', () => {
    const paths = contentApiPaths();
    expect(paths).toEqual(
      expect.arrayContaining([
        '/zh-tw/opendata/attractions',
        '/ja/opendata/tours/detail',
        '/greenisland/en/opendata/staticpage',
      ]),
    );
    const notContentCount = Object.values(API_CALL_KINDS).filter(
      (kind) => kind !== 'content',
    ).length;
    expect(paths).toHaveLength(3 * (Object.keys(API_PATHS).length - notContentCount));
    for (const notContent of [
      '/en/opendata/WeatherForecast',
      '/zh-tw/opendata/Neocooler-Parking-Availability',
      '/zh-tw/opendata/Iisi-Scenic-Area-Flow',
      // requirements §7's forms, tokens and reports share the prefix but are never content.
      '/zh-tw/opendata/surveyhandler',
      '/en/opendata/token',
      '/ja/opendata/fault-repair',
      '/zh-tw/opendata/suggest',
      '/zh-tw/opendata/reservate',
    ]) {
      expect(paths).not.toContain(notContent);
    }
  });
});
