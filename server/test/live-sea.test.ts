import {
  errorEnvelopeSchema,
  swellAnswerSchema,
  tideAnswerSchema,
  walrusAnswerSchema,
} from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { describe, expect, it } from 'vitest';
import { WALRUS_REACH_KM, WALRUS_STATIONS } from '../src/providers/sea/walrus-provider';
import { useTestApp } from './helper';

/** No key: every sea call answers from its sample, moved to this day. */
const NOW = parseTaipei('2026-11-21 10:00:00');
const context = useTestApp({ live: { now: () => NOW } });
const get = async (path: string) => {
  const answer = await context.app.inject({ method: 'GET', url: encodeURI(path) });
  return { status: answer.statusCode, body: answer.json() as unknown };
};

describe('GET Tidal', () => {
  it.each([
    ['a tide station', 'locationName=綠島', '臺東縣綠島鄉'],
    ['a township of the forecast', 'locationName=蘭嶼鄉', '臺東縣蘭嶼鄉'],
    ['a zipcode', 'zipcode=970', '花蓮縣花蓮市'],
    ['a position on Green Island', 'lat=22.6617&lng=121.4905', '臺東縣綠島鄉'],
    ['an inland township: the nearest coast', 'locationName=Haiduan Township', '臺東縣東河鄉'],
  ])('answers %s with its tide location', async (_case, query, location) => {
    const { status, body } = await get(`/zh-tw/opendata/Tidal?${query}`);
    expect(status).toBe(200);
    const answer = tideAnswerSchema.parse(body);
    expect(answer.meta).toMatchObject({ source: 'sample', provider: 'CWA', location });
  });

  it('gives three days of high and low waters from the start of today, in time order', async () => {
    const answer = tideAnswerSchema.parse((await get('/zh-tw/opendata/Tidal?zipcode=951')).body);
    const times = answer.data.map((event) => parseTaipei(event.time));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(answer.data[0]?.time.slice(0, 10)).toBe('2026-11-21');
    expect(answer.data.at(-1)?.time.slice(0, 10)).toBe('2026-11-23');
    expect(new Set(answer.data.map((event) => event.tide))).toEqual(new Set(['high', 'low']));
    expect(answer.data.every((event) => typeof event.height === 'number')).toBe(true);
  });
});

describe('GET Walrus', () => {
  it('answers the nearest stations that report, their readings of one place merged', async () => {
    const answer = walrusAnswerSchema.parse((await get('/zh-tw/opendata/Walrus?zipcode=951')).body);
    expect(answer.data.map((reading) => reading.station)).toEqual(['綠島', '富岡', '臺東資料浮標']);
    // The tide gauge's height and the wind pile's wind, both at 綠島.
    expect(answer.data[0]).toMatchObject({ tide_height: -0.7, wind_speed: 4.2 });
    expect(answer.meta).toMatchObject({
      source: 'sample',
      location: '綠島鄉',
      observedAt: answer.data[0]?.standard_time,
    });
  });

  it.each([
    ['Hualien City', 'zipcode=970'],
    ['an inland township', 'locationName=萬榮鄉'],
    ['the Chenggong tide station', 'locationName=Chenggong'],
  ])('keeps to %d stations within reach, nearest first', async (_case, query) => {
    const answer = walrusAnswerSchema.parse((await get(`/zh-tw/opendata/Walrus?${query}`)).body);
    const distances = answer.data.map((reading) => reading.distance_km ?? Infinity);
    expect(answer.data.length).toBeLessThanOrEqual(WALRUS_STATIONS);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((km) => km <= WALRUS_REACH_KM)).toBe(true);
  });

  it('reads the Hualien buoy’s waves and current', async () => {
    const answer = walrusAnswerSchema.parse((await get('/zh-tw/opendata/Walrus?zipcode=970')).body);
    expect(answer.data.find((reading) => reading.station === '花蓮資料浮標')).toMatchObject({
      wave_height: 1.5,
      wave_period: 6.1,
      flow_speed: 0.36,
      flow_direction: 109,
    });
  });

  it('answers no station, and no observation time, far from the sea', async () => {
    const answer = walrusAnswerSchema.parse(
      (await get('/zh-tw/opendata/Walrus?lat=23.5&lng=120.4')).body,
    );
    expect(answer.data).toEqual([]);
    expect(answer.meta.observedAt).toBeUndefined();
  });
});

describe('GET Swell', () => {
  it.each([
    ['a sea area', 'locationName=綠島蘭嶼海面', '綠島蘭嶼海面'],
    ['Orchid Island', 'zipcode=952', '綠島蘭嶼海面'],
    ['Taitung City', 'zipcode=950', '成功大武沿海'],
    ['an inland Hualien township', 'locationName=Wanrong Township', '花蓮沿海'],
    ['a county', 'locationName=花蓮縣', '花蓮沿海'],
    ['a station', 'locationName=Chenggong', '成功大武沿海'],
  ])('answers %s with the forecast of its sea area', async (_case, query, area) => {
    const answer = swellAnswerSchema.parse((await get(`/zh-tw/opendata/Swell?${query}`)).body);
    expect(answer.meta).toMatchObject({ source: 'sample', location: area });
    expect(answer.data.every((period) => period.area === area)).toBe(true);
  });

  it('gives the periods not yet over, the numbers read, and when CWA issued it', async () => {
    const answer = swellAnswerSchema.parse((await get('/zh-tw/opendata/Swell?zipcode=951')).body);
    expect(answer.meta.observedAt).toBe('2026-11-21 05:00:00');
    expect(answer.data.every((period) => parseTaipei(period.end) > NOW)).toBe(true);
    expect(answer.data[0]).toMatchObject({
      start: '2026-11-21 06:00:00',
      wave_height_text: '1.5至2.5公尺',
      wave_height_min: 1.5,
      wave_height_max: 2.5,
      beaufort_text: '4至5陣風7級',
      beaufort_min: 4,
      beaufort_max: 5,
    });
  });

  it('is a 404 for a position far from our coast', async () => {
    const { status } = await get('/zh-tw/opendata/Swell?lat=25.03&lng=121.56');
    expect(status).toBe(404);
  });
});

describe('bad input to the sea calls', () => {
  it.each(['Tidal', 'Walrus', 'Swell'])(
    '%s: a 400 naming the field, a 404 naming the name',
    async (call) => {
      const cases = [
        ['', 400, 'request.locationName: locationName is required, or lat and lng, or zipcode'],
        ['?lat=abc&lng=121', 400, 'request.lat'],
        ['?lat=22.6', 400, 'request.lng: lat and lng must be given together'],
        ['?zipcode=100', 404, 'zipcode 100'],
        ['?locationName=Atlantis', 404, 'locationName Atlantis'],
      ] as const;
      for (const [query, status, message] of cases) {
        const answer = await get(`/zh-tw/opendata/${call}${query}`);
        expect(answer.status, `${call}${query}`).toBe(status);
        expect(errorEnvelopeSchema.parse(answer.body).message).toContain(message);
      }
    },
  );
});
