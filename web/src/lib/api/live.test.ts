import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnswerContractError } from './answers';
import { liveCall, liveQuery } from './live';

afterEach(() => vi.unstubAllGlobals());

const meta = { source: 'sample', provider: 'CWA', fetchedAt: '2026-11-26 05:00:00', stale: false };

/** The calls fetch was given: address, method and body. */
function stubFetch(answer: unknown) {
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(answer), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  return () =>
    (fetchMock.mock.calls as unknown as [string, RequestInit][]).map(([url, init]) => ({
      url,
      method: init.method,
      body: init.body,
    }));
}

describe('liveCall', () => {
  it("sends a GET's params in the query, leaving out empty ones", async () => {
    const calls = stubFetch({ success: true, data: [], meta });
    await liveCall('ja', {
      name: 'tidal',
      method: 'GET',
      params: { lat: 22.66, lng: 121.49, zipcode: undefined },
    });
    expect(calls()).toEqual([
      { url: '/ja/opendata/Tidal?lat=22.66&lng=121.49', method: 'GET', body: undefined },
    ]);
  });

  it("sends a POST's params as its JSON body, or in the query when the call asks", async () => {
    // What is sent is the question here: the answers, no weather's nor flow's, are refused.
    const calls = stubFetch({ success: true, data: {}, meta });
    const refused = () => undefined;
    await liveCall('en', { name: 'weather', method: 'POST', params: { zipcode: 973 } }).catch(
      refused,
    );
    await liveCall('en', {
      name: 'scenicAreaFlow',
      method: 'POST',
      params: { id: 'EC-00018' },
      send: 'query',
    }).catch(refused);
    expect(calls()).toEqual([
      { url: '/en/opendata/WeatherForecast', method: 'POST', body: '{"zipcode":973}' },
      { url: '/en/opendata/Iisi-Scenic-Area-Flow?id=EC-00018', method: 'POST', body: undefined },
    ]);
  });

  it('answers the whole answer, meta and fields beside data included', async () => {
    stubFetch({ success: true, data: '良好', aqi: 35, meta });
    const answer = await liveCall('zh-tw', {
      name: 'aqi',
      method: 'GET',
      params: { siteName: '花蓮' },
    });
    expect(answer).toEqual({ success: true, data: '良好', aqi: 35, meta });
  });

  it('refuses an answer its contract does not hold, naming where', async () => {
    stubFetch({ success: false, message: 'CWA did not answer' });
    const answer = liveCall('en', { name: 'uv', method: 'GET', params: { siteName: '花蓮' } });
    await expect(answer).rejects.toBeInstanceOf(AnswerContractError);
    await expect(answer).rejects.toThrow('GET uv');
  });
});

describe('liveQuery', () => {
  it('keys the answer by call, language and params, whoever asks', () => {
    const a = liveQuery(
      'en',
      { name: 'uv', method: 'GET', params: { zipcode: 951 } },
      { staleTime: 1 },
    );
    const b = liveQuery(
      'en',
      { name: 'uv', method: 'GET', params: { zipcode: 951 } },
      { staleTime: 9 },
    );
    expect(a.queryKey).toEqual(b.queryKey);
    expect(a.queryKey).toEqual(['uv', 'en', { zipcode: 951 }]);
  });
});
