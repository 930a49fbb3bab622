import { crossingOutlookAnswerSchema, type CrossingOutlookAnswer } from '@ecg/domain/contracts';
import { parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cwaClient } from '../src/providers/cwa/cwa-client';
import { cwaSeaForecastFeeds } from '../src/providers/cwa/sea-feeds';
import { crossingProvider } from '../src/providers/sea/crossing-provider';
import type { CwaWarning } from '../src/providers/warnings/warning';
import { GOOD_KEY, startCwaStandIn, type CwaStandIn } from './cwa-stand-in';
import { samplesDir, testApp, useTestApp } from './helper';

const NOW = parseTaipei('2026-11-21 10:00:00');
const context = useTestApp({ live: { now: () => NOW } });

let cwa: CwaStandIn;
beforeAll(async () => {
  cwa = await startCwaStandIn();
});
afterAll(() => cwa.close());

const summary = (answer: Pick<CrossingOutlookAnswer, 'data'>) =>
  answer.data.map(({ route, date, verdict, reasons }) => ({ route, date, verdict, reasons }));

const typhoon: CwaWarning = {
  id: 'W-C0034-005-2026-11-21-1',
  kind: 'typhoon',
  title: {
    'zh-tw': '海上陸上颱風警報',
    en: 'Sea and land typhoon warning',
    ja: '海上・陸上台風警報',
  },
  issuedAt: '2026-11-21 08:30:00',
  counties: ['臺東縣', '花蓮縣'],
  action: true,
  atSea: true,
};

describe('GET crossing-outlook', () => {
  it('estimates both routes for today and tomorrow from the sample forecast and warnings', async () => {
    const answer = crossingOutlookAnswerSchema.parse(
      (await context.app.inject({ method: 'GET', url: '/ja/opendata/crossing-outlook' })).json(),
    );
    // On the samples' recorded day their typhoon warning for Taitung is in force on both days;
    // every day says first, in words, that it is read from a sample.
    const days = (route: string) => [
      {
        route,
        date: '2026-11-21',
        verdict: 'unlikely',
        reasons: ['sample-forecast', 'typhoon-warning', 'moderate-waves'],
      },
      {
        route,
        date: '2026-11-22',
        verdict: 'unlikely',
        reasons: ['sample-forecast', 'typhoon-warning', 'rough-waves', 'gale'],
      },
    ];
    expect(summary(answer)).toEqual([...days('green-island'), ...days('orchid-island')]);
    expect(answer.meta).toMatchObject({
      source: 'sample',
      observedAt: '2026-11-21 05:00:00',
      location: '緑島・蘭嶼海域',
    });
    // Read from the daytime periods of the Taitung coast and of the islands' sea, named in ja.
    expect(answer.data[0]?.forecast.map((period) => `${period.area} ${period.start}`)).toEqual([
      '成功・大武沿岸 2026-11-21 06:00:00',
      '緑島・蘭嶼海域 2026-11-21 06:00:00',
    ]);
    expect(answer.data[0]?.warnings).toEqual(['サンプル：海上・陸上台風警報（KONG-REY）']);
  });

  it('weighs no recorded warning on a later day: the samples keep their recorded day', async () => {
    const later = parseTaipei('2026-11-29 10:00:00');
    const { app, store } = await testApp({ live: { now: () => later } });
    try {
      const answer = crossingOutlookAnswerSchema.parse(
        (await app.inject({ method: 'GET', url: '/zh-tw/opendata/crossing-outlook' })).json(),
      );
      expect(summary(answer).filter((day) => day.route === 'green-island')).toEqual([
        {
          route: 'green-island',
          date: '2026-11-29',
          verdict: 'uncertain',
          reasons: ['sample-forecast', 'moderate-waves'],
        },
        {
          route: 'green-island',
          date: '2026-11-30',
          verdict: 'unlikely',
          reasons: ['sample-forecast', 'rough-waves', 'gale'],
        },
      ]);
      expect(answer.data.every((day) => day.warnings.length === 0)).toBe(true);
    } finally {
      await app.close();
      await store.destroy();
    }
  });

  it('answers a 404 in a language the content is not in', async () => {
    const answer = await context.app.inject({
      method: 'GET',
      url: '/ko/opendata/crossing-outlook',
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('the crossing provider', () => {
  it('makes both days unlikely under a typhoon warning, titled in the language asked', async () => {
    // The forecast is the sample's: each day says so first.
    const feeds = cwaSeaForecastFeeds({ client: cwaClient({}), samplesDir, now: () => NOW });
    const provider = crossingProvider(
      feeds,
      () => Promise.resolve({ warnings: [typhoon], sample: false }),
      () => NOW,
    );
    const answer = await provider.get('en');
    for (const day of answer.data) {
      expect(day.verdict).toBe('unlikely');
      expect(day.reasons.slice(0, 2)).toEqual(['sample-forecast', 'typhoon-warning']);
      expect(day.warnings).toEqual(['Sea and land typhoon warning']);
    }
  });

  it('fails with the warnings rather than estimate without them', async () => {
    const feeds = cwaSeaForecastFeeds({ client: cwaClient({}), samplesDir, now: () => NOW });
    const provider = crossingProvider(
      feeds,
      () => Promise.reject(new Error('CWA warnings did not answer')),
      () => NOW,
    );
    await expect(provider.get('en')).rejects.toThrow('CWA warnings did not answer');
  });

  it('says "uncertain, no forecast" for a day the forecast does not reach', async () => {
    const clock = parseTaipei('2026-11-23 12:00:00');
    const client = cwaClient({ apiKey: GOOD_KEY, fileBaseUrl: cwa.fileBaseUrl });
    const feeds = cwaSeaForecastFeeds({ client, samplesDir, now: () => clock });
    const answer = await crossingProvider(
      feeds,
      () => Promise.resolve({ warnings: [], sample: false }),
      () => clock,
    ).get('en');
    expect(answer.meta.source).toBe('upstream');
    expect(summary(answer).filter((day) => day.route === 'green-island')).toEqual([
      { route: 'green-island', date: '2026-11-23', verdict: 'likely', reasons: ['calm-sea'] },
      { route: 'green-island', date: '2026-11-24', verdict: 'uncertain', reasons: ['no-forecast'] },
    ]);
    expect(answer.data[1]?.forecast).toEqual([]);
  });
});
