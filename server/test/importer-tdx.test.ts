import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import type { FacilitySeedFile } from '../src/data-files/facility-seed';
import { eastCoastArea } from '../src/importer/upstreams/east-coast-area';
import { FACILITY_FOLDER, runImporter } from '../src/importer/upstreams/import-file';
import { tdxBikeImporter } from '../src/importer/upstreams/tdx-bike';
import { tdxBusImporter } from '../src/importer/upstreams/tdx-bus';
import { tdxBusDatasets } from './fixtures/tdx-bus-answers';
import { dataDir } from './helper';
import { useTdxImporterStandIn } from './tdx-importer-stand-in';
import type { StandInAnswer } from './upstream-stand-in';

const inArea = eastCoastArea(dataDir);
const tdx = useTdxImporterStandIn(tdxBusDatasets, /^\/api\/v2\/(Bus|Bike|Tourism\/Bus)\//);

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'ecg-tdx-'));
  return () => rmSync(folder, { recursive: true, force: true });
});

const options = (overrides = {}) => ({
  ...tdx.upstream(),
  inArea,
  pageSize: 2,
  timeoutMs: 5_000,
  now: () => Date.parse('2026-11-21T02:00:00Z'),
  ...overrides,
});
const fileOf = (sourceId: string) =>
  JSON.parse(
    readFileSync(path.join(folder, FACILITY_FOLDER, `${sourceId}.json`), 'utf8'),
  ) as FacilitySeedFile;

describe('the TDX bus-stop importer', () => {
  it('reads every page of the stops and their routes of both counties and the intercity buses', async () => {
    const line = await runImporter(folder, tdxBusImporter(options()));
    expect(line).toBe('tdx-bus: wrote 6 points (6 bus-stop) to data/seed/facilities/tdx-bus.json.');
    const paths = tdx.requests.map(
      (request) => `${request.path}?${request.query.get('$skip') ?? ''}`,
    );
    expect(paths).toEqual([
      '/auth/token?',
      '/api/v2/Bus/Stop/City/HualienCounty?0',
      '/api/v2/Bus/Stop/City/HualienCounty?2',
      '/api/v2/Bus/StopOfRoute/City/HualienCounty?0',
      '/api/v2/Bus/StopOfRoute/City/HualienCounty?2',
      '/api/v2/Bus/Stop/City/TaitungCounty?0',
      '/api/v2/Bus/StopOfRoute/City/TaitungCounty?0',
      '/api/v2/Bus/Stop/InterCity?0',
      '/api/v2/Bus/Stop/InterCity?2',
      '/api/v2/Bus/StopOfRoute/InterCity?0',
      '/api/v2/Tourism/Bus/StopOfRoute/TaiwanTrip?0',
    ]);
    expect(tdx.requests.slice(1).every((r) => r.query.get('$format') === 'JSON')).toBe(true);
  });

  it('writes each stop of ours with the routes that serve it, named once, by stable ids', async () => {
    await runImporter(folder, tdxBusImporter(options()));
    const file = fileOf('tdx-bus');
    expect(file.source).toMatchObject({ id: 'tdx-bus', licence: 'OGDL-1.0', date: '2026-11-21' });
    // Taipei Main Station, an intercity stop, is not ours.
    expect(file.records.map((record) => record.id)).toEqual([
      'tdx-bus-HUA1001',
      'tdx-bus-HUA1002',
      'tdx-bus-HUA1003',
      'tdx-bus-THB3001',
      'tdx-bus-THB4001',
      'tdx-bus-TTT2001',
    ]);
    const byId = new Map(file.records.map((record) => [record.id, record]));
    expect(byId.get('tdx-bus-HUA1002')).toEqual({
      id: 'tdx-bus-HUA1002',
      kind: 'bus-stop',
      name: { zh: '文創園區', en: 'Cultural Park' },
      lat: 23.97624,
      lng: 121.60486,
      address: { zh: '文創園區站牌' },
      routes: [
        { zh: '301', en: '301' },
        { zh: '1133', en: '1133' },
      ],
    });
    expect(byId.get('tdx-bus-THB3001')?.routes).toEqual([{ zh: '1145', en: '1145' }]);
  });

  it("adds the Tourist Shuttle's line to a stop it shares, and a stop of its own in our area", async () => {
    await runImporter(folder, tdxBusImporter(options()));
    const byId = new Map(fileOf('tdx-bus').records.map((record) => [record.id, record]));
    const shuttle = { zh: '台灣好行縱谷鹿野線', en: 'Taiwan Tourist Shuttle Rift Valley' };
    expect(byId.get('tdx-bus-HUA1003')?.routes).toEqual([{ zh: '1133', en: '1133' }, shuttle]);
    expect(byId.get('tdx-bus-THB4001')).toEqual({
      id: 'tdx-bus-THB4001',
      kind: 'bus-stop',
      name: { zh: '鹿野高台', en: 'Luye Highland' },
      lat: 22.91645,
      lng: 121.12159,
      routes: [shuttle],
    });
    // The line's stop in Taipei is not ours.
    expect(byId.has('tdx-bus-THB4002')).toBe(false);
  });

  it('says it has no keys and keeps the file it has', async () => {
    const file = path.join(folder, FACILITY_FOLDER, 'tdx-bus.json');
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, '{"source":{"id":"tdx-bus"},"records":[]}');
    const line = await runImporter(folder, tdxBusImporter(options({ clientSecret: undefined })));
    expect(line).toBe(
      'tdx-bus: no TDX_CLIENT_ID and TDX_CLIENT_SECRET; kept data/seed/facilities/tdx-bus.json (0 points).',
    );
    expect(readFileSync(file, 'utf8')).toBe('{"source":{"id":"tdx-bus"},"records":[]}');
    expect(tdx.requests).toEqual([]);
  });

  it.each<[string, Partial<ReturnType<typeof options>>, StandInAnswer | undefined, RegExp]>([
    ['a refused secret', { clientSecret: 'wrong' }, undefined, /HTTP 401/],
    ['a plain-text error', {}, { text: 'Service Unavailable: quota exceeded' }, /not JSON/],
    ['a timeout', { timeoutMs: 300 }, { hang: true }, /timed out/],
  ])('keeps the file it has after %s', async (_, overrides, answer, reason) => {
    await runImporter(folder, tdxBusImporter(options()));
    const before = readFileSync(path.join(folder, FACILITY_FOLDER, 'tdx-bus.json'), 'utf8');
    tdx.failure = answer;
    const line = await runImporter(folder, tdxBusImporter(options(overrides)));
    expect(line).toMatch(/^tdx-bus: not imported \(TDX: /);
    expect(line).toMatch(reason);
    expect(line).toContain('kept data/seed/facilities/tdx-bus.json (6 points)');
    expect(line).not.toContain('secret-1');
    expect(readFileSync(path.join(folder, FACILITY_FOLDER, 'tdx-bus.json'), 'utf8')).toBe(before);
  });
});

describe('the TDX bike-station importer', () => {
  it("writes both counties' stations with names and addresses in zh and en", async () => {
    const line = await runImporter(folder, tdxBikeImporter(options()));
    expect(line).toBe('tdx-bike: wrote 2 points (2 bike) to data/seed/facilities/tdx-bike.json.');
    expect(tdx.requests.map((request) => request.path)).toEqual([
      '/auth/token',
      '/api/v2/Bike/Station/City/HualienCounty',
      '/api/v2/Bike/Station/City/TaitungCounty',
      '/api/v2/Bike/Station/City/TaitungCounty',
    ]);
    const file = fileOf('tdx-bike');
    expect(file.source.id).toBe('tdx-bike');
    expect(file.records).toEqual([
      {
        id: 'tdx-bike-TTT500101001',
        kind: 'bike',
        name: { zh: 'YouBike2.0_臺東森林公園', en: 'YouBike2.0_Taitung Forest Park' },
        lat: 22.76857,
        lng: 121.15599,
        address: { zh: '華泰路300號', en: 'No. 300, Huatai Rd.' },
      },
      {
        id: 'tdx-bike-TTT500101002',
        kind: 'bike',
        name: { zh: 'YouBike2.0_鐵花村', en: 'YouBike2.0_Tiehua Village' },
        lat: 22.75371,
        lng: 121.145851,
      },
    ]);
  });
});
