import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cwaClient } from '../src/providers/cwa/cwa-client';
import {
  WARNINGS_FRESH_FOR_MS,
  warningsProvider,
} from '../src/providers/warnings/warnings-provider';
import { GOOD_KEY, startCwaStandIn, type CwaStandIn } from './cwa-stand-in';
import { samplesDir } from './helper';

let cwa: CwaStandIn;
beforeAll(async () => {
  cwa = await startCwaStandIn();
});
afterAll(() => cwa.close());

// The samples' own day (data/samples/manifest.json), so a sample is read as written.
let clock = parseTaipei('2026-11-21 12:00:00');
beforeEach(() => {
  cwa.reset();
  clock = parseTaipei('2026-11-21 12:00:00');
});

/** With CWA's key by default; `null`, without any. */
const provider = (apiKey: string | null = GOOD_KEY) =>
  warningsProvider({
    client: cwaClient({ apiKey: apiKey ?? undefined, baseUrl: cwa.baseUrl }),
    samplesDir,
    now: () => clock,
  });

/** What the samples hold in force on their day, for Hualien and Taitung only. */
const IN_FORCE = [
  {
    kind: 'typhoon',
    title: '海上陸上颱風警報（康芮）',
    counties: ['花蓮縣', '臺東縣'],
    action: true,
    atSea: true,
  },
  {
    kind: 'weather',
    title: '豪雨特報：花蓮縣、臺東縣',
    counties: ['花蓮縣', '臺東縣'],
    action: true,
    atSea: false,
  },
  {
    kind: 'weather',
    title: '陸上強風特報：臺東縣',
    counties: ['臺東縣'],
    action: false,
    atSea: false,
  },
  {
    kind: 'earthquake',
    title: '地震：花蓮縣最大震度4級',
    counties: ['花蓮縣', '臺東縣'],
    action: true,
    atSea: false,
  },
  {
    kind: 'earthquake',
    title: '地震：臺東縣最大震度2級',
    counties: ['臺東縣', '花蓮縣'],
    action: false,
    atSea: false,
  },
];

const summary = (warnings: Awaited<ReturnType<ReturnType<typeof provider>['inForce']>>) =>
  warnings.warnings.map(({ kind, title, counties, action, atSea }) => ({
    kind,
    title: title['zh-tw'],
    counties,
    action,
    atSea,
  }));

describe('CWA warnings from the upstream', () => {
  it('reads each dataset, keeps ours in force, newest first', async () => {
    const answer = await provider().inForce();
    expect(cwa.state.requests.map((url) => url.pathname).sort()).toEqual([
      '/E-A0015-001',
      '/E-A0016-001',
      '/W-C0033-001',
      '/W-C0033-002',
      '/W-C0034-001',
    ]);
    expect(cwa.state.requests.every((url) => url.searchParams.get('format') === 'JSON')).toBe(true);
    expect(answer.sample).toBe(false);
    // Not Taipei's low temperature, nor Chiayi's earthquake, nor the heavy rain that ended at 05:00.
    expect(summary(answer)).toEqual(IN_FORCE);
  });

  it('says each warning in zh-tw as issued, and in en and ja by fixed templates', async () => {
    const [typhoon, rain, wind, quake] = (await provider().inForce()).warnings;
    expect(typhoon?.title).toEqual({
      'zh-tw': '海上陸上颱風警報（康芮）',
      en: 'Sea and land typhoon warning (KONG-REY)',
      ja: '海上・陸上台風警報（KONG-REY）',
    });
    expect(typhoon?.description?.['zh-tw']).toContain('陸上：臺東縣、花蓮縣應嚴加戒備');
    expect(typhoon?.description?.en).toBe(
      'Sea and land typhoon warning for Typhoon KONG-REY, issued by the Central Weather Administration. Areas under warning: Taitung County, Hualien County, the sea off south-eastern Taiwan, the sea off north-eastern Taiwan.',
    );
    expect(typhoon).toMatchObject({
      issuedAt: '2026-11-21 08:30:00',
      expiresAt: '2026-11-23 20:30:00',
    });
    expect(rain?.title.en).toBe('Extremely heavy rain advisory: Hualien County, Taitung County');
    expect(rain?.title.ja).toBe('豪雨注意報：花蓮県・台東県');
    expect(rain?.description?.['zh-tw']).toMatch(/^颱風外圍環流及東北風影響/);
    expect(rain?.issuedAt).toBe('2026-11-21 07:40:00');
    expect(wind?.title.ja).toBe('陸上強風注意報：台東県');
    expect(quake?.title.en).toBe('Earthquake: intensity 4 in Hualien County');
    expect(quake?.description?.['zh-tw']).toBe(
      '花蓮縣近海發生規模5.3有感地震，最大震度花蓮縣4級。',
    );
    expect(quake?.description?.ja).toBe(
      'マグニチュード5.3の地震があり、花蓮県で最大震度4を観測しました（中央気象署の地震情報）。',
    );
  });

  it('reads the capitalised casing some datasets use', async () => {
    cwa.state.mode = 'capitalised';
    expect(summary(await provider().inForce())).toEqual(IN_FORCE);
  });

  it('fails when a bad key is answered in plain text and nothing is kept', async () => {
    await expect(provider('WRONG').inForce()).rejects.toThrow(/none of the warning datasets/);
  });

  it('keeps the others when one dataset fails', async () => {
    cwa.state.downDatasets.add('W-C0034-001');
    const kinds = summary(await provider().inForce()).map(({ kind }) => kind);
    expect(kinds).toEqual(['weather', 'weather', 'earthquake', 'earthquake']);
  });

  it.each(['down', 'hang'] as const)(
    'keeps the last warnings, stale, when CWA is %s after a good answer',
    async (mode) => {
      const warnings = provider();
      const first = await warnings.inForce();
      cwa.state.mode = mode;
      clock += WARNINGS_FRESH_FOR_MS;
      const later = await warnings.inForce();
      expect(later.warnings).toEqual(first.warnings);
      await cwa.requested(10);
      cwa.release();
      await warnings.settled();
      expect((await warnings.inForce()).warnings).toEqual(first.warnings);
    },
  );

  it('drops each warning once it ends, however old the answer it came from', async () => {
    const warnings = provider();
    const kindsAt = async (time: string) => {
      clock = parseTaipei(time);
      return summary(await warnings.inForce()).map(({ title }) => title);
    };
    const titles = IN_FORCE.map(({ title }) => title);
    expect(await kindsAt('2026-11-21 22:05:30')).toEqual(titles);
    expect(await kindsAt('2026-11-21 22:05:31')).toEqual(titles.slice(0, 4));
    expect(await kindsAt('2026-11-22 03:12:40')).toEqual(titles.slice(0, 3));
    expect(await kindsAt('2026-11-23 17:00:00')).toEqual(titles.slice(0, 2));
    expect(await kindsAt('2026-11-23 20:00:00')).toEqual(titles.slice(0, 1));
    expect(await kindsAt('2026-11-23 20:30:00')).toEqual([]);
    await warnings.settled();
  });
});

describe('CWA warnings without a key', () => {
  it('are the recorded samples, labelled so, on their recorded day, as in force then', async () => {
    // Long after every one of them ended: an example is never moved on to read as today's.
    clock = parseTaipei('2026-12-02 11:00:00');
    const answer = await provider(null).inForce();
    expect(cwa.state.requests.map(String)).toEqual([]);
    expect(answer.sample).toBe(true);
    expect(summary(answer)).toEqual(IN_FORCE);
    expect(answer.warnings[0]).toMatchObject({
      issuedAt: '2026-11-21 08:30:00',
      expiresAt: '2026-11-23 20:30:00',
    });
  });
});
