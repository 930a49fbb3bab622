import { parseTaipei } from '@ecg/domain/rules/datetime';
import { envelope, noticeSchema, type BusAlert } from '@ecg/domain/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { busNotice } from '../src/providers/buses/bus-notice';
import type { BusAlertsProvider } from '../src/providers/buses/bus-alerts-provider';
import { busNotices } from '../src/routes/content/notices';
import { hualienAlerts, intercityAlerts } from './fixtures/tdx-bus-arrivals';
import { tdxStandInForTests, withTdxApp } from './tdx-stand-in';

/* The region's bus service alerts among the important notices (docs/live-data.md, Buses). */

const alert = (status: number | undefined): BusAlert => ({
  id: 'City/HualienCounty|A9',
  network: 'City/HualienCounty',
  title: '301路停駛',
  description: '颱風，全線停駛。',
  ...(status === undefined ? {} : { status }),
  routes: ['301'],
  startsAt: '2026-11-25 06:00:00',
  url: 'https://example.com/alert/A9',
});

describe('busNotice', () => {
  it.each([
    [0, 'en', 2, 'Buses: service stopped'],
    [2, 'en', 1, 'Buses: service changed'],
    [undefined, 'en', 1, 'Buses: service changed'],
    [0, 'ja', 2, 'バス：運休'],
    [2, 'zh-tw', 1, '301路停駛'],
  ] as const)('status %s in %s: type %i, titled %s', (status, lang, type, title) => {
    const notice = busNotice(alert(status), lang, '2026-11-25 14:00:00');
    expect(noticeSchema.parse(notice)).toMatchObject({
      type,
      title,
      kind: 'bus',
      datetime: '2026-11-25 06:00:00',
      source: { provider: 'TDX', sample: false },
      link: [{ url: 'https://example.com/alert/A9' }],
    });
    // The operator's own words are always there, in Chinese.
    expect(notice.description).toContain('颱風，全線停駛。');
    expect(notice.id).toMatch(/^tdx-bus-[0-9a-f]{12}$/);
  });

  it('leaves out the all-normal ones (TDX Status 1)', async () => {
    const provider = {
      inForce: () =>
        Promise.resolve({
          data: { alerts: [alert(1), alert(2)] },
          meta: {
            source: 'upstream',
            provider: 'TDX',
            fetchedAt: '2026-11-25 14:00:00',
            stale: false,
          },
        }),
    } as unknown as BusAlertsProvider;
    const notices = await busNotices(provider)('en');
    expect(notices.map((notice) => notice.title)).toEqual(['Buses: service changed']);
  });
});

describe('the notices call', () => {
  const tdx = tdxStandInForTests();
  const clock = parseTaipei('2026-11-25 14:00:00');
  beforeEach(() => {
    tdx.state.byPath['/api/v2/Bus/Alert/City/HualienCounty'] = hualienAlerts;
    tdx.state.byPath['/api/v2/Bus/Alert/City/TaitungCounty'] = [];
    tdx.state.byPath['/api/v2/Bus/Alert/InterCity'] = intercityAlerts;
  });

  const busKind = async (app: Parameters<Parameters<typeof withTdxApp>[2]>[0]) => {
    const response = await app.inject({ url: '/en/opendata/notices?type=messages' });
    return envelope(z.array(noticeSchema))
      .parse(response.json())
      .data.filter((notice) => notice.kind === 'bus');
  };

  it('lists the alerts in force once TDX has answered, never waiting for it', async () => {
    await withTdxApp(
      tdx,
      () => clock,
      async (app) => {
        await expect.poll(async () => (await busKind(app)).length, { timeout: 20_000 }).toBe(2);
        expect((await busKind(app)).map((notice) => notice.title).sort()).toEqual([
          'Buses: service changed',
          'Buses: service changed',
        ]);
      },
    );
  });

  it('lists none without TDX credentials, and asks nothing', async () => {
    await withTdxApp(
      undefined,
      () => clock,
      async (app) => {
        expect(await busKind(app)).toEqual([]);
        expect(tdx.state.requests).toEqual([]);
      },
    );
  });
});
