import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  errorEnvelopeSchema,
  parkingAnswerSchema,
  scenicAreaFlowAnswerSchema,
} from '@ecg/domain/contracts';
import { formatTaipei, parseTaipei } from '@ecg/domain/rules/datetime';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TDX_PARKING_FRESH_FOR_MS, tdxParkingFeeds } from '../src/providers/tdx/tdx-feeds';
import { samplesDir, testApp } from './helper';

const CLIENT = { clientId: 'ecg-test', clientSecret: 'secret-1' };
const AVAILABILITY_PATH = '/api/v1/Parking/OffStreet/ParkingAvailability/City/HualienCounty';
const sample = JSON.parse(
  readFileSync(path.join(samplesDir, 'tdx/ParkingAvailability-HualienCounty.json'), 'utf8'),
) as { ParkingAvailabilities: { CarParkID: string }[] };

/**
 * A local stand-in for TDX: the client-credentials token endpoint, and the availability of a
 * city behind a bearer token, answered in TDX's format. `document` is what it answers.
 */
let mode: 'answer' | 'down' | 'refuse-token' = 'answer';
let document: unknown = sample;
let issued = 0;
const requests: { path: string; authorization?: string; form?: URLSearchParams }[] = [];
let server: Server;
let origin = '';
beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (url.pathname === '/auth/token') {
        const form = new URLSearchParams(body);
        requests.push({ path: url.pathname, form });
        if (form.get('client_secret') !== CLIENT.clientSecret) {
          return response.writeHead(401).end('{"error":"unauthorized_client"}');
        }
        issued += 1;
        return response
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: `token-${issued}`, expires_in: 86400 }));
      }
      requests.push({ path: url.pathname, authorization: request.headers.authorization ?? '' });
      if (mode === 'down') return response.writeHead(502).end('Bad Gateway');
      if (mode === 'refuse-token' || !request.headers.authorization?.startsWith('Bearer token-')) {
        return response.writeHead(401).end('{"message":"invalid token"}');
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(document));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let clock = parseTaipei('2026-11-21 10:00:00');
beforeEach(() => {
  mode = 'answer';
  document = sample;
  requests.length = 0;
  clock = parseTaipei('2026-11-21 10:00:00');
});
const upstream = () => ({ ...CLIENT, baseUrl: `${origin}/api/`, authUrl: `${origin}/auth/token` });
const feeds = (options = upstream()) =>
  tdxParkingFeeds({ ...options, samplesDir, now: () => clock });

describe('TDX parking availability from the upstream', () => {
  it('gets a token with the client credentials, then the city with it as a bearer', async () => {
    const reading = await feeds().read('HualienCounty');
    expect(requests.map((request) => request.path)).toEqual(['/auth/token', AVAILABILITY_PATH]);
    expect(Object.fromEntries(requests[0]?.form ?? [])).toEqual({
      grant_type: 'client_credentials',
      client_id: 'ecg-test',
      client_secret: 'secret-1',
    });
    expect(requests[1]?.authorization).toBe(`Bearer token-${issued}`);
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
    expect(requests.map((request) => request.path)).toEqual([
      '/auth/token',
      AVAILABILITY_PATH,
      AVAILABILITY_PATH,
    ]);
  });

  it('asks for a new token after one is refused, serving the last answer stale meanwhile', async () => {
    const provider = feeds();
    const first = await provider.read('HualienCounty');
    mode = 'refuse-token';
    clock += TDX_PARKING_FRESH_FOR_MS;
    const stale = await provider.read('HualienCounty');
    expect(stale.meta).toEqual({ ...first.meta, stale: true });
    mode = 'answer';
    clock += 60_000;
    const again = await provider.read('HualienCounty');
    expect(again.meta.stale).toBe(false);
    expect(requests.filter((request) => request.path === '/auth/token')).toHaveLength(2);
  });

  it('fails with nothing kept when the credentials are refused', async () => {
    await expect(
      feeds({ ...upstream(), clientSecret: 'wrong' }).read('HualienCounty'),
    ).rejects.toThrow('TDX did not answer');
    expect(requests.map((request) => request.path)).toEqual(['/auth/token']);
  });

  it('refuses an answer that is not an availability document', async () => {
    document = { message: 'quota exceeded' };
    await expect(feeds().read('HualienCounty')).rejects.toThrow('TDX did not answer');
  });
});

describe('the parking calls with TDX credentials', () => {
  it('answer from the upstream, and the flow says when no car park has counts', async () => {
    const { app, store } = await testApp({ live: { tdx: upstream(), now: () => clock } });
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
      document = {
        UpdateTime: '2026-11-21T10:01:05+08:00',
        ParkingAvailabilities: [
          { CarParkID: 'A00008', TotalSpaces: 40, AvailableSpaces: 12, ServiceStatus: 0 },
          { CarParkID: 'A00022', TotalSpaces: 360, AvailableSpaces: -9, ServiceStatus: 1 },
        ],
      };
      const off = parkingAnswerSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/en/opendata/Neocooler-Parking-Availability',
            payload: { id: 'EC-00021' },
          })
        ).json(),
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

      document = {
        UpdateTime: '2026-11-21T10:01:05+08:00',
        ParkingAvailabilities: [{ CarParkID: 'A00022', TotalSpaces: 360, AvailableSpaces: 30 }],
      };
      clock += TDX_PARKING_FRESH_FOR_MS;
      const counted = scenicAreaFlowAnswerSchema.parse(
        (
          await app.inject({
            method: 'POST',
            url: '/en/opendata/Iisi-Scenic-Area-Flow?id=EC-00021',
          })
        ).json(),
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
