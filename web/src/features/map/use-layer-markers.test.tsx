// @vitest-environment happy-dom
import { QueryClientProvider } from '@/lib/query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  facilityAnswerSchema,
  placeSummarySchema,
  type FacilityAnswer,
  type PlaceSummary,
} from '@ecg/domain/contracts';
import type { MapLayer } from '@ecg/domain/map-view';
import type { LatLng } from '@ecg/domain/rules/distance';
import { facilitiesQuery } from '@/lib/api/facilities';
import { pagesKey } from '@/lib/api/query-keys';
import { endMemberSession, startMemberSession } from '@/lib/members/member-session';
import { createQueryClient } from '@/lib/query-client';
import { spotsPageQuery } from './api/get-spots';
import { useLayerMarkers, type TripSource } from './use-layer-markers';

// Offline: every call fails as a phone with no network fails it.
vi.mock('@/lib/connectivity', () => ({ noteNetwork: () => undefined }));
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Where the map was opened online (Chenggong), and where the visitor is now, 11 km north. */
const THEN: LatLng = { lat: 23.1032, lng: 121.37685 };
const NOW: LatLng = { lat: 23.2032, lng: 121.37685 };

const spot = (id: number, latlng: string): PlaceSummary =>
  placeSummarySchema.parse({
    id,
    name: `Attraction ${id}`,
    summary: '',
    image: null,
    latlng,
    zipcode: 961,
    regionId: 1,
    township: { code: '10014050', name: 'Chenggong' },
    categories: [11],
    access: 'open',
  });

const toilets = (latlngs: string[], attribution = '© Ministry of Environment'): FacilityAnswer =>
  facilityAnswerSchema.parse({
    success: true,
    data: latlngs.map((latlng, index) => ({
      id: `moenv-${latlng}`,
      kind: 'toilet',
      name: `Toilet ${index + 1}`,
      latlng,
      distance: 100 * (index + 1),
      source: 'moenv',
    })),
    meta: {
      kind: 'toilet',
      radius: 1000,
      total: latlngs.length,
      held: 147,
      sources: [
        {
          id: 'moenv',
          name: 'Public toilets',
          publisher: 'Ministry of Environment',
          licence: 'OGDL-1.0',
          attribution,
          date: '2026-01-01',
        },
      ],
    },
  });

function renderLayer(
  layer: MapLayer,
  centre: LatLng,
  keep: (client: ReturnType<typeof createQueryClient>) => void,
  source: TripSource = { day: 1 },
  client = createQueryClient(),
) {
  keep(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(() => useLayerMarkers(layer, 'en', centre, source), { wrapper }).result;
}

describe('offline, the map holds the places the visitor has', () => {
  it('the attractions are kept whole, so the layer measures them from wherever the map is', async () => {
    const result = renderLayer('spots', NOW, (client) => {
      // Two pages of the whole list, kept from an earlier visit near Chenggong.
      client.setQueryData(spotsPageQuery('en', 1).queryKey, {
        items: [spot(1, '23.1032,121.37685'), spot(2, '23.2132,121.37685')],
        total: 101,
        page: 1,
        pageSize: 100,
      });
      client.setQueryData(spotsPageQuery('en', 2).queryKey, {
        items: [spot(3, '23.4032,121.37685')],
        total: 101,
        page: 2,
        pageSize: 100,
      });
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    // Within 20 km of where the visitor is now, nearest first; the one 22 km away is not.
    expect(result.current.markers.map((marker) => marker.id)).toEqual(['2', '1']);
    expect(result.current.markers.map((marker) => Math.round(marker.distanceKm ?? -1))).toEqual([
      1, 11,
    ]);
    expect(result.current.kept).toBeUndefined();
  });

  it('never opened before, the attractions layer shows those the lists kept, and says so', async () => {
    const result = renderLayer('spots', NOW, (client) => {
      // The attractions list, scrolled online: its pages, kept as the list keeps them.
      const page = (items: PlaceSummary[], number: number) => ({
        items,
        total: 40,
        page: number,
        pageSize: 20,
      });
      client.setQueryData(pagesKey('attractions', 'en', { pageSize: 20 }), {
        pages: [page([spot(7, '23.4032,121.37685')], 1), page([spot(8, '23.2132,121.37685')], 2)],
        pageParams: [1, 2],
      });
      // Not an attraction: never on this layer.
      client.setQueryData(pagesKey('shops', 'en', { pageSize: 20 }), {
        pages: [page([spot(9, '23.2032,121.37685')], 1)],
        pageParams: [1],
      });
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.kept).toBe(true);
    expect(result.current.markers.map((marker) => marker.id)).toEqual(['8', '7']);
  });

  it('a facility layer opened elsewhere shows the points its searches kept, measured from here', async () => {
    const result = renderLayer('toilet', NOW, (client) => {
      client.setQueryData(
        facilitiesQuery('toilet', 'en', THEN).queryKey,
        toilets(['23.1032,121.37685', '23.1100,121.37685']),
      );
      client.setQueryData(
        facilitiesQuery('toilet', 'en', { lat: 23.2, lng: 121.37 }).queryKey,
        toilets(['23.2032,121.37685', '23.1100,121.37685'], '© Taitung County'),
      );
      // Not this layer, not this language: never mixed in.
      client.setQueryData(
        facilitiesQuery('parking', 'en', NOW).queryKey,
        toilets(['23.2033,121.37685']),
      );
      client.setQueryData(
        facilitiesQuery('toilet', 'zh-tw', NOW).queryKey,
        toilets(['23.2034,121.37685']),
      );
    });
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.kept).toBe(true);
    // Each point once, the one both searches found too.
    expect(result.current.markers.map((marker) => marker.id)).toEqual([
      'moenv-23.2032,121.37685',
      'moenv-23.1100,121.37685',
      'moenv-23.1032,121.37685',
    ]);
    expect(result.current.markers.map((marker) => Math.round(marker.distanceKm ?? -1))).toEqual([
      0, 10, 11,
    ]);
    expect(result.current.attributions).toEqual(['© Ministry of Environment', '© Taitung County']);
  });

  it('a layer never opened still says it cannot load', async () => {
    const result = renderLayer('aed', NOW, (client) => {
      client.setQueryData(facilitiesQuery('toilet', 'en', THEN).queryKey, toilets([]));
    });
    await waitFor(() => expect(result.current.status).toBe('failed'));
    expect(result.current.markers).toEqual([]);
    expect(result.current.kept).toBeUndefined();
  });
});

describe("the trip map of a member's own trip", () => {
  const stop = (id: number, name: string, lat: number) => ({
    type: 'attraction' as const,
    id,
    name,
    image: null,
    lat,
    lng: 121.37685,
  });
  const trip = {
    id: 7,
    name: 'Our coast',
    tourId: 2,
    days: [[stop(1, 'Sanxiantai', 23.12)], [stop(2, 'Dulan', 22.88), stop(3, 'Jialulan', 22.81)]],
    createdAt: 1,
    updatedAt: 1,
  };

  afterEach(() => endMemberSession(false));

  it("draws the day asked of the member's trip, asked with the token, kept apart", async () => {
    startMemberSession({
      member: { displayName: 'Mei' },
      token: 'a-token',
      expiresAt: Date.now() + 60_000,
    });
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      sent.push({ url, body: JSON.parse(String(init.body)) });
      return Response.json({ success: true, data: trip });
    });
    const client = createQueryClient();
    const result = renderLayer('trip', NOW, () => undefined, { memberTripId: 7, day: 2 }, client);
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.days).toBe(2);
    expect(result.current.markers.map((marker) => marker.name)).toEqual(['Dulan', 'Jialulan']);
    expect(sent).toEqual([
      { url: '/en/Member/trips/detail', body: { token: 'a-token', tripId: 7 } },
    ]);
    // The app's own cache, saved on the device, holds nothing of the member's.
    expect(client.getQueryCache().findAll({ queryKey: ['memberTrip'] })).toEqual([]);
  });

  it('signed out, asks nothing', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const result = renderLayer('trip', NOW, () => undefined, { memberTripId: 7, day: 1 });
    expect(result.current.status).toBe('loading');
    expect(fetch).not.toHaveBeenCalled();
  });
});
