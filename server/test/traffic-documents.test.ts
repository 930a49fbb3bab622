import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { describe, expect, it } from 'vitest';
import { readHighwayCameras, readRoadNews } from '../src/providers/tdx/road-documents';
import { trafficControls } from '../src/providers/traffic/traffic-control';
import { camerasBySection } from '../src/providers/traffic/traffic-provider';
import { samplesDir } from './helper';

const recorded = (file: string) =>
  JSON.parse(readFileSync(path.join(samplesDir, 'tdx', file), 'utf8')) as unknown;

describe('the recorded road news (TDX News/Highway, 2026-10-05)', () => {
  const document = readRoadNews(recorded('RoadNews-Highway.json'));
  const at = parseTaipei('2026-10-05 09:07:43');

  it('keeps the three items on the region’s roads, newest first, leaving the rain notice', () => {
    // Oracle: the file's Newses, read by hand. 80718 is CWA's rain notice, on no road.
    expect(trafficControls(document, at)).toEqual([
      {
        newsId: '80573',
        where: { road: '台9', fromKm: 159.4, toKm: 159.4 },
        kind: 'lane-control',
        detour: false,
        title: '台9線159K+400(大清水路段)明隧道復建工程施工',
        description: expect.stringContaining('單線雙向機動管制') as string,
        publishedAt: '2026-10-01 12:10:00',
        updatedAt: '2026-10-05 09:06:28',
      },
      {
        newsId: '80380',
        where: { road: '台9', fromKm: 148.84, toKm: 154.149 },
        kind: 'closure',
        detour: true,
        title: '台9線148K+840~154K+149(蘇花改中仁隧道)機電設備養護作業',
        description: expect.stringContaining('改道通行台9丁線') as string,
        publishedAt: '2026-09-29 12:09:00',
        updatedAt: '2026-10-05 09:06:28',
      },
      {
        newsId: '65922',
        where: { road: '台9', fromKm: 231.649, toKm: 233.798 },
        kind: 'reopened',
        detour: false,
        title: '台9線231K+649~233K+798(馬太鞍溪鋼便橋)於115年1月1日10:00正式通車',
        description: '現場維持雙向各1快1慢車道，速限40公里/小時',
        publishedAt: '2025-12-31 12:12:00',
        updatedAt: '2026-10-05 09:06:28',
      },
    ]);
  });

  it('drops an item past the EndTime TDX gives, and one on a road elsewhere', () => {
    const ended = readRoadNews({
      UpdateTime: '2026-10-05T09:07:43+08:00',
      Newses: [
        {
          NewsID: '1',
          Title: '台11線60K+500封閉',
          PublishTime: '2026-10-01T08:00:00+08:00',
          EndTime: '2026-10-05T09:00:00+08:00',
        },
        {
          NewsID: '2',
          Title: '台11線60K+500封閉',
          PublishTime: '2026-10-01T08:00:00+08:00',
          EndTime: '2026-10-05T10:00:00+08:00',
        },
        { NewsID: '3', Title: '台9線20K+000封閉', PublishTime: '2026-10-01T08:00:00+08:00' },
      ],
    });
    expect(trafficControls(ended, at).map((control) => control.newsId)).toEqual(['2']);
  });

  it('refuses a document that is not road news', () => {
    expect(() => readRoadNews({ UpdateTime: 'x' })).toThrow(/Newses/);
  });
});

describe('the recorded 台9 cameras (TDX CCTV/Highway, 2026-10-03)', () => {
  const sections = camerasBySection(readHighwayCameras(recorded('CCTV-Highway-T9.json')));

  it('places all 74 cameras by section, north to south', () => {
    // Oracle: the file's LocationMile of each of its 74 CCTVs, counted per section by hand.
    expect(sections.map(({ section, cameras }) => [section, cameras.length])).toEqual([
      ['suhua', 29],
      ['taroko-xincheng', 11],
      ['hualien-city', 16],
      ['shoufeng', 4],
      ['fenglin-guangfu', 5],
      ['ruisui-yuli', 5],
      ['fuli', 4],
    ]);
    expect(sections.flatMap(({ cameras }) => cameras)).toHaveLength(74);
  });

  it('keeps each camera’s marker, direction, words and still', () => {
    expect(sections[0]?.cameras[0]).toEqual({
      id: 'CCTV-42-0090-146-002',
      road: '台9線',
      mile: '146K+790',
      km: 146.79,
      direction: 'S',
      description: '秀林鄉和平車站前(逆)',
      image: 'https://cctv-ss05.thb.gov.tw:443/T9-146K+790/snapshot',
    });
    expect(sections.at(-1)?.cameras.at(-1)?.mile).toBe('304K+650');
  });
});
