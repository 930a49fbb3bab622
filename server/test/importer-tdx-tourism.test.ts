import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { mergePlaces } from '../src/importer/merge';
import { tdxScenicSpots } from '../src/importer/sources/tdx-tourism';
import { eventsOnce, tdxTourismContent } from '../src/importer/sources/tdx-tourism-files';
import { tdxActivities } from '../src/importer/sources/tdx-tourism';
import { importTdxTourism } from '../src/importer/upstreams/tdx-tourism';
import { tdxTourismDatasets } from './fixtures/tdx-tourism-answers';
import { dataDir } from './helper';
import { useTdxImporterStandIn } from './tdx-importer-stand-in';
import type { StandInAnswer } from './upstream-stand-in';

const tdx = useTdxImporterStandIn(tdxTourismDatasets, /^\/api\/v2\/Tourism\//);

let sources: string;
beforeEach(() => {
  sources = mkdtempSync(path.join(tmpdir(), 'ecg-tdx-tourism-'));
  return () => rmSync(sources, { recursive: true, force: true });
});

const options = (overrides = {}) => ({
  ...tdx.upstream(),
  pageSize: 1,
  timeoutMs: 5_000,
  ...overrides,
});
const fileOf = (name: string) =>
  readFileSync(path.join(sources, 'tdx-tourism', `${name}.json`), 'utf8');

describe('the TDX tourism importer', () => {
  it('asks each of the four datasets of both counties, page by page, and keeps each answer as published', async () => {
    const lines = await importTdxTourism(sources, options());
    expect(lines).toContain(
      'tdx-tourism ScenicSpot HualienCounty: wrote 1 record to data/sources/tdx-tourism/ScenicSpot_HualienCounty.json.',
    );
    expect(lines).toContain(
      'tdx-tourism Hotel HualienCounty: the answer held no record; no file written.',
    );
    const asked = new Set(tdx.requests.map((request) => request.path));
    for (const dataset of ['ScenicSpot', 'Hotel', 'Restaurant', 'Activity']) {
      for (const city of ['HualienCounty', 'TaitungCounty']) {
        expect(asked.has(`/api/v2/Tourism/${dataset}/${city}`), `${dataset} ${city}`).toBe(true);
      }
    }
    // A page of one record: the second page, empty, ends the dataset.
    const skips = tdx.requests
      .filter((request) => request.path === '/api/v2/Tourism/ScenicSpot/TaitungCounty')
      .map((request) => request.query.get('$skip'));
    expect(skips).toEqual(['0', '1']);
    expect(JSON.parse(fileOf('Restaurant_TaitungCounty'))).toEqual(
      tdxTourismDatasets['Restaurant/TaitungCounty'],
    );
  });

  it('says it has no keys, asks nothing and keeps the files it has', async () => {
    mkdirSync(path.join(sources, 'tdx-tourism'));
    writeFileSync(path.join(sources, 'tdx-tourism', 'Activity_TaitungCounty.json'), '[{}]');
    const lines = await importTdxTourism(sources, options({ clientSecret: undefined }));
    expect(lines).toContain(
      'tdx-tourism Activity TaitungCounty: no TDX_CLIENT_ID and TDX_CLIENT_SECRET; kept data/sources/tdx-tourism/Activity_TaitungCounty.json (1 record).',
    );
    expect(fileOf('Activity_TaitungCounty')).toBe('[{}]');
    expect(tdx.requests).toEqual([]);
  });

  it.each<[string, Partial<ReturnType<typeof options>>, StandInAnswer | undefined, RegExp]>([
    ['a refused secret', { clientSecret: 'wrong' }, undefined, /HTTP 401/],
    ['a plain-text error', {}, { text: 'Service Unavailable: quota exceeded' }, /not JSON/],
    ['a timeout', { timeoutMs: 300 }, { hang: true }, /timed out/],
    [
      'records not in its shape',
      { pageSize: 2 },
      { json: [{ Name: '七星潭' }] },
      /has no ScenicSpotID/,
    ],
  ])('keeps the files it has after %s', async (_, overrides, answer, reason) => {
    await importTdxTourism(sources, options());
    const before = fileOf('ScenicSpot_HualienCounty');
    tdx.failure = answer;
    const lines = await importTdxTourism(sources, options(overrides));
    const line = lines.find((text) => text.startsWith('tdx-tourism ScenicSpot HualienCounty'));
    expect(line).toMatch(/not imported \(TDX: /);
    expect(line).toMatch(reason);
    expect(line).toContain(
      'kept data/sources/tdx-tourism/ScenicSpot_HualienCounty.json (1 record)',
    );
    expect(line).not.toContain('secret-1');
    expect(fileOf('ScenicSpot_HualienCounty')).toBe(before);
  });
});

describe('what the TDX tourism import kept, in the seed', () => {
  it('reads the kept files as places and events of their datasets', async () => {
    await importTdxTourism(sources, options());
    const { places, events } = tdxTourismContent(sources);
    expect(places.map((place) => [place.kind, place.name, place.source.dataset])).toEqual([
      ['attraction', '七星潭風景區', 'tdx-tourism/ScenicSpot_HualienCounty.json'],
      ['attraction', '三仙台風景區', 'tdx-tourism/ScenicSpot_TaitungCounty.json'],
      ['lodging', '海明威民宿', 'tdx-tourism/Hotel_TaitungCounty.json'],
      ['food', '明來餐廳', 'tdx-tourism/Restaurant_TaitungCounty.json'],
    ]);
    expect(places.find((place) => place.kind === 'food')).toMatchObject({
      tel: '089-881136',
      opentime: '10:00~15:00',
      lat: 23.39699,
      classes: ['其他'],
    });
    expect(events.map((event) => event.source.id)).toEqual(['C2_376540000A_005538']);
  });

  it('merges a current record with the older file of the same place, the current one first', async () => {
    await importTdxTourism(sources, options());
    const current = tdxTourismContent(sources).places.filter((p) => p.name === '七星潭風景區');
    const older = tdxScenicSpots(
      'scenic_spots_2021.json',
      JSON.parse(readFileSync(path.join(dataDir, 'sources/scenic_spots_2021.json'), 'utf8')),
    ).filter((place) => place.name === '七星潭風景區');
    const [merged, ...others] = mergePlaces([...older, ...current]);
    expect(others).toEqual([]);
    expect(merged!.records.map((record) => record.source.dataset)).toEqual([
      'tdx-tourism/ScenicSpot_HualienCounty.json',
      'scenic_spots_2021.json',
    ]);
    expect(merged!.place.opentime).toBe('全天開放');
  });

  it('keeps one event per upstream id, the current answer over the 2024 file', async () => {
    await importTdxTourism(sources, options());
    const older = tdxActivities(
      'activities_2024.json',
      JSON.parse(readFileSync(path.join(dataDir, 'sources/activities_2024.json'), 'utf8')),
    );
    const events = eventsOnce([...tdxTourismContent(sources).events, ...older]);
    expect(events).toHaveLength(older.length);
    const lighting = events.filter((event) => event.source.id === 'C2_376540000A_005538');
    expect(lighting.map((event) => event.source.dataset)).toEqual([
      'tdx-tourism/Activity_TaitungCounty.json',
    ]);
  });
});
