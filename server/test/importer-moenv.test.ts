import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { FacilitySeedFile } from '../src/data-files/facility-seed';
import { importUpstreamFacilities } from '../src/importer/upstreams';
import { eastCoastArea } from '../src/importer/upstreams/east-coast-area';
import { FACILITY_FOLDER, runImporter } from '../src/importer/upstreams/import-file';
import { moenvToiletImporter } from '../src/importer/upstreams/moenv-toilets';
import { moenvPage, moenvToiletRecords } from './fixtures/moenv-toilet-records';
import { dataDir } from './helper';
import {
  startUpstreamStandIn,
  type StandInAnswer,
  type StandInRequest,
  type UpstreamStandIn,
} from './upstream-stand-in';

const KEY = 'moenv-key-1';
let bareArrays = false;

/** As MOENV's API v2 answers: a bad key is HTTP 200 with a line of text; pages by offset. */
function answerAsMoenv(request: StandInRequest): StandInAnswer {
  if (request.path !== '/api/v2/fac_p_07') return { status: 404, text: 'Not Found' };
  if (request.query.get('api_key') !== KEY) return { text: 'Invalid API key: moenv-key-0' };
  const offset = Number(request.query.get('offset') ?? 0);
  const limit = Number(request.query.get('limit') ?? 1000);
  const records = moenvToiletRecords.slice(offset, offset + limit);
  return {
    json: bareArrays ? records : moenvPage(records, offset, limit, moenvToiletRecords.length),
  };
}

const inArea = eastCoastArea(dataDir);
let moenv: UpstreamStandIn;
let failure: StandInAnswer | undefined;
beforeAll(async () => {
  moenv = await startUpstreamStandIn((request) => failure ?? answerAsMoenv(request));
});
afterAll(() => moenv.close());

let folder: string;
beforeEach(() => {
  failure = undefined;
  bareArrays = false;
  moenv.state.requests.length = 0;
  folder = mkdtempSync(path.join(tmpdir(), 'ecg-moenv-'));
  return () => rmSync(folder, { recursive: true, force: true });
});

const importer = (overrides = {}) =>
  moenvToiletImporter({
    apiKey: KEY,
    baseUrl: `${moenv.origin}/api/v2/`,
    inArea,
    pageSize: 3,
    timeoutMs: 5_000,
    now: () => Date.parse('2026-11-21T02:00:00Z'),
    ...overrides,
  });
const target = () => path.join(folder, FACILITY_FOLDER, 'moenv-toilets.json');
const fileOf = () => JSON.parse(readFileSync(target(), 'utf8')) as FacilitySeedFile;

describe('the MOENV public-toilet registry importer (fac_p_07)', () => {
  it.each([false, true])(
    "reads every page (bare arrays: %s) and keeps our counties' toilets with a position, once",
    async (bare) => {
      bareArrays = bare;
      const line = await runImporter(folder, importer());
      expect(line).toBe(
        'moenv-toilets: wrote 4 points (4 toilet) to data/seed/facilities/moenv-toilets.json.',
      );
      expect(moenv.state.requests.map((request) => request.query.get('offset'))).toEqual([
        '0',
        '3',
        '6',
      ]);
      const [first] = moenv.state.requests;
      expect(first?.query.get('format')).toBe('JSON');
      expect(first?.query.get('limit')).toBe('3');
      const file = fileOf();
      expect(file.source).toMatchObject({
        id: 'moenv-toilets',
        licence: 'OGDL-1.0',
        date: '2026-11-21',
      });
      expect(file.records.map((record) => record.id)).toEqual([
        'moenv-toilets-1001401001-B-00002',
        'moenv-toilets-1001401001-B-00003',
        'moenv-toilets-1001501001-B-00001',
        'moenv-toilets-1001501001-B-00006',
      ]);
      expect(file.records[0]).toEqual({
        id: 'moenv-toilets-1001401001-B-00002',
        kind: 'toilet',
        name: { zh: '森林公園公廁' },
        lat: 22.76857,
        lng: 121.15599,
        address: { zh: '台東縣森林公園公廁旁' },
      });
    },
  );

  it('says a refused key (HTTP 200, plain text) without the key, and keeps the file it has', async () => {
    await runImporter(folder, importer());
    const before = readFileSync(target(), 'utf8');
    const line = await runImporter(folder, importer({ apiKey: 'moenv-key-0' }));
    expect(line).toBe(
      'moenv-toilets: not imported (MOENV: the answer is not JSON: Invalid API key: [secret]); kept data/seed/facilities/moenv-toilets.json (4 points).',
    );
    expect(readFileSync(target(), 'utf8')).toBe(before);
  });

  it('keeps the file it has after a timeout on a later page', async () => {
    await runImporter(folder, importer());
    const before = readFileSync(target(), 'utf8');
    failure = { hang: true };
    const line = await runImporter(folder, importer({ timeoutMs: 300 }));
    expect(line).toMatch(/^moenv-toilets: not imported \(MOENV: the request timed out\); kept/);
    expect(readFileSync(target(), 'utf8')).toBe(before);
  });

  it('writes nothing and says so without a key', async () => {
    const line = await runImporter(folder, importer({ apiKey: undefined }));
    expect(line).toBe('moenv-toilets: no MOENV_API_KEY; no file written.');
    expect(existsSync(target())).toBe(false);
    expect(moenv.state.requests).toEqual([]);
  });
});

describe('npm run data:import, for the upstreams', () => {
  it('says in one line each what it did, and never fails nor erases a file', async () => {
    const data = mkdtempSync(path.join(tmpdir(), 'ecg-data-'));
    onTestFinished(() => rmSync(data, { recursive: true, force: true }));
    mkdirSync(path.join(data, 'sources'), { recursive: true });
    mkdirSync(path.join(data, FACILITY_FOLDER), { recursive: true });
    writeFileSync(
      path.join(data, 'sources/township_boundaries.json'),
      readFileSync(path.join(dataDir, 'sources/township_boundaries.json')),
    );
    const kept = '{"source":{"id":"osm"},"records":[{"id":"osm-node-1"}]}';
    writeFileSync(path.join(data, FACILITY_FOLDER, 'osm.json'), kept);
    const lines = await importUpstreamFacilities(data, {
      // A closed port: the network is out of reach.
      OVERPASS_URL: 'http://127.0.0.1:9/api/interpreter',
      MOENV_API_KEY: KEY,
      MOENV_BASE_URL: `${moenv.origin}/api/v2/`,
    });
    expect(lines[0]).toMatch(
      /^osm: not imported \(Overpass: the request failed.*\); kept data\/seed\/facilities\/osm\.json \(1 point\)\.$/,
    );
    expect(lines.slice(1)).toEqual([
      'tdx-bus: no TDX_CLIENT_ID and TDX_CLIENT_SECRET; no file written.',
      'tdx-bike: no TDX_CLIENT_ID and TDX_CLIENT_SECRET; no file written.',
      'moenv-toilets: wrote 4 points (4 toilet) to data/seed/facilities/moenv-toilets.json.',
    ]);
    expect(readFileSync(path.join(data, FACILITY_FOLDER, 'osm.json'), 'utf8')).toBe(kept);
  });

  it('says a bad address in the environment, naming it, and runs the others', async () => {
    const lines = await importUpstreamFacilities(dataDir, { OVERPASS_URL: 'overpass.local' });
    expect(lines[0]).toMatch(
      /^Not imported: OVERPASS_URL must be an absolute http or https address/,
    );
    expect(lines.slice(1)).toHaveLength(3);
  });
});
