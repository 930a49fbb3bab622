import {
  errorEnvelopeSchema,
  parkingAnswerSchema,
  scenicAreaFlowAnswerSchema,
} from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readConfig } from '../src/config';
import { FIRST_BACK_OFF_MS } from '../src/providers/live-feeds';
import { TDX_PARKING_FRESH_FOR_MS, tdxParkingFeeds } from '../src/providers/tdx/tdx-feeds';
import { tdxClient } from '../src/providers/tdx/tdx-client';
import { samplesDir, testApp } from './helper';
import { availabilitySample as sample, tdxStandInForTests } from './tdx-stand-in';

const AVAILABILITY_PATH = '/api/v1/Parking/OffStreet/ParkingAvailability/City/HualienCounty';

const tdx = tdxStandInForTests();
const requests = () => tdx.state.requests;

let clock = parseTaipei('2026-11-21 10:00:00');
beforeEach(() => {
  clock = parseTaipei('2026-11-21 10:00:00');
});
const upstream = () => tdx.upstream();
const clientOf = (options: ReturnType<typeof upstream>) =>
  tdxClient({ ...options, now: () => clock });
const feeds = (options = upstream()) =>
  tdxParkingFeeds({ client: clientOf(options), samplesDir, now: () => clock });

describe('TDX parking availability from the upstream', () => {
  it('gets a token with the client credentials, then the city with it as a bearer', async () => {
    const reading = await feeds().read('HualienCounty');
    expect(requests().map((request) => request.path)).toEqual(['/auth/token', AVAILABILITY_PATH]);
    expect(Object.fromEntries(requests()[0]?.form ?? [])).toEqual({
      grant_type: 'client_credentials',
      client_id: 'ecg-test',
      client_secret: 'secret-1',
    });
    expect(requests()[1]?.authorization).toBe(`Bearer token-${tdx.state.issued}`);
    expect(reading.meta).toEqual({
      source: 'upstream',
      provider: 'TDX',
      fetchedAt: formatTaipei(clock),
      stale: false,
    });
    expect(reading.data.ParkingAvailabilities).toHaveLength(sample.ParkingAvailabilities.length);
  });

  it('asks again after a minute, keeping its token', async () => {
    const provider = feeds();
    await provider.read('HualienCounty');
    clock += TDX_PARKING_FRESH_FOR_MS - 1;
    await provider.read('HualienCounty');
    clock += 1;
    await provider.read('HualienCounty');
    await provider.settled();
    expect(requests().map((request) => request.path)).toEqual([
      '/auth/token',
      AVAILABILITY_PATH,
      AVAILABILITY_PATH,
    ]);
  });

  it('renews a refused token once, serving the last answer stale meanwhile', async () => {
    const provider = feeds();
    const first = await provider.read('HualienCounty');
    tdx.state.mode = 'refuse-token';
    clock += TDX_PARKING_FRESH_FOR_MS;
    const stale = await provider.read('HualienCounty');
    expect(stale.meta).toEqual({ ...first.meta, stale: true });
    await provider.settled();
    // Refused with 401: one new token, one more try with it, and no more.
    expect(requests().map((request) => request.path)).toEqual([
      '/auth/token',
      AVAILABILITY_PATH,
      AVAILABILITY_PATH,
      '/auth/token',
      AVAILABILITY_PATH,
    ]);
    tdx.state.mode = 'answer';
    clock += FIRST_BACK_OFF_MS;
    await provider.read('HualienCounty');
    await provider.settled();
    const again = await provider.read('HualienCounty');
    expect(again.meta.stale).toBe(false);
    expect(requests().filter((request) => request.path === '/auth/token')).toHaveLength(3);
  });

  it('backs off every TDX request for as long as a 429 asks', async () => {
    const client = clientOf(upstream());
    const provider = tdxParkingFeeds({ client, samplesDir, now: () => clock });
    tdx.state.mode = 'too-many';
    await expect(provider.read('HualienCounty')).rejects.toThrow('TDX did not answer');
    tdx.state.mode = 'answer';
    // Retry-After: 120 s; the provider's own back-off (30 s) is not enough.
    clock += FIRST_BACK_OFF_MS;
    await expect(provider.read('HualienCounty')).rejects.toThrow('TDX did not answer');
    // The client rests too: another feed on the same client asks nothing meanwhile.
    await expect(client.get('v1/anything', { maxBytes: 1024 })).rejects.toThrow(/resting/);
    const asked = requests().length;
    clock += 120_000;
    const reading = await provider.read('HualienCounty');
    expect(reading.meta.source).toBe('upstream');
    expect(requests().length).toBe(asked + 1);
  });

  it('fails with nothing kept when the credentials are refused', async () => {
    await expect(
      feeds({ ...upstream(), clientSecret: 'wrong' }).read('HualienCounty'),
    ).rejects.toThrow('TDX did not answer');
    expect(requests().map((request) => request.path)).toEqual(['/auth/token']);
  });

  it('keeps its client secret and its token out of what it reports', async () => {
    const reported: string[] = [];
    const reportFailure = (message: string) => reported.push(message);
    const provider = tdxParkingFeeds({
      client: clientOf(upstream()),
      samplesDir,
      now: () => clock,
      reportFailure,
    });
    tdx.state.mode = 'echo-form';
    await expect(provider.read('HualienCounty')).rejects.toThrow('TDX did not answer');
    tdx.state.mode = 'echo-bearer';
    clock += FIRST_BACK_OFF_MS;
    await expect(provider.read('HualienCounty')).rejects.toThrow('TDX did not answer');
    expect(reported).toEqual([
      expect.stringContaining('client_id=ecg-test&client_secret=[secret]'),
      expect.stringContaining('Refused: Bearer [secret]'),
    ]);
    expect(reported.join('\n')).not.toMatch(/secret-1|token-\d/);
  });

  it('refuses an answer that is not an availability document', async () => {
    tdx.state.document = { message: 'quota exceeded' };
    await expect(feeds().read('HualienCounty')).rejects.toThrow('TDX did not answer');
  });
});

/**
 * The answer once the background refresh has brought in TDX's newest document; until then
 * the call answers from the kept one, marked stale (or, for the flow, fails with its counts).
 */
const refreshed = <T extends { meta: { stale: boolean } }>(ask: () => Promise<T>) =>
  vi.waitFor(
    async () => {
      const answer = await ask();
      expect(answer.meta.stale).toBe(false);
      return answer;
    },
    { timeout: 10_000, interval: 20 },
  );

describe('the parking calls with TDX credentials', () => {
  it('answer from the upstream, and the flow says when no car park has counts', async () => {
    // Configured as a deployment is, through the environment.
    const { clientId, clientSecret, baseUrl, authUrl } = upstream();
    const config = readConfig({
      TDX_CLIENT_ID: clientId,
      TDX_CLIENT_SECRET: clientSecret,
      TDX_BASE_URL: baseUrl,
      TDX_AUTH_URL: authUrl,
    });
    const configured = config.upstreams.tdx;
    const { app, store } = await testApp({ live: { tdx: configured, now: () => clock } });
    try {
      const parking = await app.inject({
        method: 'POST',
        url: '/en/opendata/Neocooler-Parking-Availability',
        payload: { id: 'EC-00021' },
      });
      const answer = parkingAnswerSchema.parse(parking.json());
      expect(answer.meta.source).toBe('upstream');
      expect(answer.data.map((record) => [record.park_id, record.space_type])).toEqual([
        ['A00008', 1],
        ['A00022', 1],
        ['A00022', 5],
      ]);

      // A car park closed for the day (ServiceStatus 0) and one TDX does not know the count of.
      clock += TDX_PARKING_FRESH_FOR_MS;
      tdx.state.document = {
        UpdateTime: '2026-11-21T10:01:05+08:00',
        ParkingAvailabilities: [
          { CarParkID: 'A00008', TotalSpaces: 40, AvailableSpaces: 12, ServiceStatus: 0 },
          { CarParkID: 'A00022', TotalSpaces: 360, AvailableSpaces: -9, ServiceStatus: 1 },
        ],
      };
      const off = await refreshed(async () =>
        parkingAnswerSchema.parse(
          (
            await app.inject({
              method: 'POST',
              url: '/en/opendata/Neocooler-Parking-Availability',
              payload: { id: 'EC-00021' },
            })
          ).json(),
        ),
      );
      expect(off).toMatchObject({ data: [], switchBoard: true });
      const flow = await app.inject({
        method: 'POST',
        url: '/en/opendata/Iisi-Scenic-Area-Flow?id=EC-00021',
      });
      expect(flow.statusCode).toBe(503);
      expect(errorEnvelopeSchema.parse(flow.json()).message).toBe(
        'TDX reports no counts for the car parks of EC-00021',
      );

      tdx.state.document = {
        UpdateTime: '2026-11-21T10:01:05+08:00',
        ParkingAvailabilities: [{ CarParkID: 'A00022', TotalSpaces: 360, AvailableSpaces: 30 }],
      };
      clock += TDX_PARKING_FRESH_FOR_MS;
      const counted = await refreshed(async () =>
        scenicAreaFlowAnswerSchema.parse(
          (
            await app.inject({
              method: 'POST',
              url: '/en/opendata/Iisi-Scenic-Area-Flow?id=EC-00021',
            })
          ).json(),
        ),
      );
      // No DataCollectTime: the document's own time stands. 330 of 360 taken: 91.7 %.
      expect(counted.data).toEqual({
        four_wheel_parking_usage_ratio: 91.7,
        status: 'full',
        date_modified: '2026-11-21 10:01:05',
      });
    } finally {
      await app.close();
      await store.destroy();
    }
  });
});
