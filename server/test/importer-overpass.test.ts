import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { FacilitySeedFile } from '../src/data-files/facility-seed';
import { eastCoastArea } from '../src/importer/upstreams/east-coast-area';
import { FACILITY_FOLDER, runImporter } from '../src/importer/upstreams/import-file';
import { OVERPASS_QUERY, overpassImporter } from '../src/importer/upstreams/overpass';
import { overpassAnswer } from './fixtures/overpass-answer';
import { dataDir } from './helper';
import {
  startUpstreamStandIn,
  type StandInAnswer,
  type UpstreamStandIn,
} from './upstream-stand-in';

const inArea = eastCoastArea(dataDir);
let overpass: UpstreamStandIn;
let answer: StandInAnswer;
beforeAll(async () => {
  overpass = await startUpstreamStandIn(() => answer);
});
afterAll(() => overpass.close());

let folder: string;
beforeEach(() => {
  answer = { json: overpassAnswer };
  overpass.state.requests.length = 0;
  folder = mkdtempSync(path.join(tmpdir(), 'ecg-osm-'));
  return () => rmSync(folder, { recursive: true, force: true });
});

const importer = (timeoutMs = 5_000) =>
  overpassImporter({ url: `${overpass.origin}/api/interpreter`, inArea, timeoutMs });
const fileOf = () =>
  JSON.parse(
    readFileSync(path.join(folder, FACILITY_FOLDER, 'osm.json'), 'utf8'),
  ) as FacilitySeedFile;
const idsOf = (file: FacilitySeedFile) => file.records.map((record) => record.id);

describe('the OpenStreetMap importer (Overpass API)', () => {
  it('posts one query for both counties with a descriptive User-Agent', async () => {
    await runImporter(folder, importer());
    const [request] = overpass.state.requests;
    expect(request?.method).toBe('POST');
    expect(request?.form.get('data')).toBe(OVERPASS_QUERY);
    expect(OVERPASS_QUERY).toContain('TW-(HUA|TTT)');
    expect(OVERPASS_QUERY).toContain('out center');
    expect(request?.headers['user-agent']).toMatch(/^EastCoastGuide-importer\/.+data:import/);
  });

  it('writes each kind with names, address and phone, by stable ids, leaving out what is not ours', async () => {
    const line = await runImporter(folder, importer());
    expect(line).toBe(
      'osm: wrote 7 points (1 toilet, 1 store, 2 water, 1 police, 1 hospital, 1 gas) to data/seed/facilities/osm.json.',
    );
    const file = fileOf();
    expect(file.source).toMatchObject({
      id: 'osm',
      licence: 'ODbL-1.0',
      attribution: '© OpenStreetMap contributors',
      date: '2026-11-20',
    });
    // Taipei's store and the way with no position are left out.
    expect(idsOf(file)).toEqual([
      'osm-node-900001',
      'osm-node-900002',
      'osm-node-900002-water',
      'osm-node-900004',
      'osm-node-900006',
      'osm-relation-900005',
      'osm-way-900003',
    ]);
    const byId = new Map(file.records.map((record) => [record.id, record]));
    expect(byId.get('osm-node-900001')).toEqual({
      id: 'osm-node-900001',
      kind: 'toilet',
      name: { zh: '七星潭公廁', en: 'Qixingtan Public Toilet', ja: '七星潭公衆トイレ' },
      lat: 24.03143,
      lng: 121.62718,
    });
    expect(byId.get('osm-node-900002')).toMatchObject({
      kind: 'store',
      address: { zh: '花蓮市中華路144號' },
      tel: '03-8320000',
    });
    expect(byId.get('osm-node-900002-water')?.kind).toBe('water');
    expect(byId.get('osm-way-900003')).toMatchObject({
      kind: 'gas',
      name: { zh: '台灣中油', en: 'CPC' },
      lat: 22.75371,
      lng: 121.145851,
    });
    // No name and no brand: the point is named by what it is.
    expect(byId.get('osm-node-900004')?.name).toEqual({
      zh: '飲水站',
      en: 'Drinking water',
      ja: '給水スポット',
    });
    expect(byId.get('osm-relation-900005')?.kind).toBe('hospital');
    expect(byId.get('osm-node-900006')?.address).toEqual({ zh: '臺東縣成功鎮基翬路74號' });
  });

  it('gives the same ids on the next import', async () => {
    await runImporter(folder, importer());
    const first = idsOf(fileOf());
    await runImporter(folder, importer());
    expect(idsOf(fileOf())).toEqual(first);
  });

  describe('keeps the file it has when the upstream fails', () => {
    const previous = (): string => {
      const file = path.join(folder, FACILITY_FOLDER, 'osm.json');
      mkdirSync(path.dirname(file), { recursive: true });
      const text = JSON.stringify({ source: { id: 'osm' }, records: [{ id: 'osm-node-1' }] });
      writeFileSync(file, text);
      return text;
    };
    const kept = () => readFileSync(path.join(folder, FACILITY_FOLDER, 'osm.json'), 'utf8');

    it.each<[string, StandInAnswer, RegExp]>([
      ['a gateway error', { status: 504, text: 'Gateway Timeout' }, /HTTP 504/],
      ['a rate limit', { status: 429, text: 'Too Many Requests' }, /HTTP 429/],
      ['a plain-text answer', { text: 'runtime error: open64: 0 Success' }, /not JSON/],
      [
        'a query stopped on the server',
        {
          json: {
            ...overpassAnswer,
            remark: 'runtime error: Query timed out in "query" at line 3',
          },
        },
        /Query timed out/,
      ],
      [
        'an answer with no point of ours',
        { json: { ...overpassAnswer, elements: [] } },
        /no point/,
      ],
    ])('%s', async (_, failure, reason) => {
      const text = previous();
      answer = failure;
      const line = await runImporter(folder, importer());
      expect(line).toMatch(/^osm: /);
      expect(line).toMatch(reason);
      expect(line).toContain('kept data/seed/facilities/osm.json (1 point)');
      expect(kept()).toBe(text);
    });

    it('a timeout', async () => {
      const text = previous();
      answer = { hang: true };
      const line = await runImporter(folder, importer(300));
      expect(line).toBe(
        'osm: not imported (Overpass: the request timed out); kept data/seed/facilities/osm.json (1 point).',
      );
      expect(kept()).toBe(text);
    });
  });
});
