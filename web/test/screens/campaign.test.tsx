import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, openApp } from './app-screen';
import {
  campaign,
  fakeWebAuthn,
  memberServer,
  profile,
  servedAtName,
  signInBefore,
  TOKEN,
} from './member-server';

vi.mock('@simplewebauthn/browser', () => fakeWebAuthn());

/*
 * The collection campaign in the member area (docs/campaigns.md): none running, or the running
 * one with its pages, its places and a check-in from where a fake phone says it is; each way a
 * check-in does not count said in the member's words, the points shown after one that does.
 */

let back: () => void = () => undefined;
beforeEach(() => {
  back = servedAtName();
});
afterEach(() => {
  back();
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

/** Sanxiantai's bridge, as the fake phone says it. */
const AT_PLACE = { latitude: 23.1236, longitude: 121.4113 };

/** The phone answers the check-in's question for the position with a fix or an error's code. */
function phoneSays(answer: typeof AT_PLACE | 1 | 2 | 3): void {
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (
        ok: (found: { coords: GeolocationCoordinates; timestamp: number }) => void,
        fail: (error: { code: number; message: string }) => void,
      ) => {
        if (typeof answer === 'number') fail({ code: answer, message: 'no position' });
        else ok({ coords: { ...answer, accuracy: 10 } as GeolocationCoordinates, timestamp: 0 });
      },
      watchPosition: () => 1,
      clearWatch: () => undefined,
    },
  });
}

async function openCampaign() {
  const server = memberServer();
  server.answer('memberCampaign', () => json({ success: true, data: campaign() }));
  signInBefore();
  await openApp('/en/member');
  const heading = await screen.findByRole('heading', { level: 2, name: 'Collection campaign' });
  const panel = within(heading.closest('section')!);
  await panel.findByText('Keys of the coast');
  return { server, panel };
}

const checkInAt = (panel: ReturnType<typeof within>, place: string) =>
  act(() => panel.getByRole('button', { name: `Check in here at ${place}` }).click());

const said = (panel: ReturnType<typeof within>) => panel.getByRole('status');

describe('the campaign panel', () => {
  it('says when no campaign is running', async () => {
    const server = memberServer();
    signInBefore();
    await openApp('/en/member');
    await screen.findByText('No collection campaign is running now.');
    expect(screen.getByText('Keys: 0 · Coins: 0')).toBeDefined();
    expect(server.bodiesOf('memberCampaign')).toEqual([{ token: TOKEN }]);
  });

  it('shows the campaign, its days, its two pages and its places', async () => {
    const { panel } = await openCampaign();
    expect(panel.getByText('December 1, 2026 to December 31, 2026')).toBeDefined();
    expect(panel.getByText('Keys: 2 · Coins: 0')).toBeDefined();
    const about = panel.getByRole('link', { name: 'About the campaign' });
    expect(about.getAttribute('href')).toMatch(/\/en\/member\?static=description&type=collection$/);
    const exchange = panel.getByRole('link', { name: 'How to exchange' });
    expect(exchange.getAttribute('href')).toMatch(/\?static=exchange&type=collection$/);
    expect(panel.getByRole('link', { name: 'Sanxiantai' }).getAttribute('href')).toMatch(
      /\?attraction=11$/,
    );
    const rows = panel.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Visited'),
      expect.stringContaining('Not visited yet'),
    ]);
  });

  it('checks in from where the phone is, and shows the new points', async () => {
    const { server, panel } = await openCampaign();
    phoneSays(AT_PLACE);
    const place = { ...campaign()!.places[1]!, checkedInToday: true, visited: true };
    server.answer('campaignCheckIn', () =>
      json({ success: true, data: { points: { key: 3, coin: 0 }, place, coinEarned: false } }, 201),
    );
    server.answer('memberProfile', () =>
      json({ success: true, data: profile({ points: { key: 3, coin: 0 } }) }),
    );
    await checkInAt(panel, 'Chenggong Fish Market');
    await waitFor(() =>
      expect(said(panel).textContent).toBe(
        'Checked in at Chenggong Fish Market: you earned a key. Keys: 3 · Coins: 0',
      ),
    );
    expect(server.bodiesOf('campaignCheckIn')).toEqual([
      { token: TOKEN, campaignId: 4, kind: 'shop', placeId: 22, lat: 23.1236, lng: 121.4113 },
    ]);
    expect(panel.getByText('Checked in today')).toBeDefined();
    expect(
      panel.queryByRole('button', { name: 'Check in here at Chenggong Fish Market' }),
    ).toBeNull();
    await screen.findAllByText('Keys: 3 · Coins: 0');
  });

  it('says the coin at the last place', async () => {
    const { server, panel } = await openCampaign();
    phoneSays(AT_PLACE);
    const place = { ...campaign()!.places[1]!, checkedInToday: true, visited: true };
    server.answer('campaignCheckIn', () =>
      json({ success: true, data: { points: { key: 3, coin: 1 }, place, coinEarned: true } }, 201),
    );
    await checkInAt(panel, 'Chenggong Fish Market');
    await waitFor(() =>
      expect(said(panel).textContent).toContain('a coin for visiting every place'),
    );
    expect(panel.getByText(/this campaign's coin earned/)).toBeDefined();
  });

  it.each<[string, () => Response, string]>([
    [
      'too far, with the distance',
      () => json({ success: false, message: 'body.lat: you are 350 m from …', metres: 350 }, 422),
      'You are 350 m from Sanxiantai: come within 200 m to check in.',
    ],
    [
      'too far, in km past 1 km',
      () =>
        json({ success: false, message: 'body.lat: you are 90695 m from …', metres: 90_695 }, 422),
      'You are 90.7 km from Sanxiantai: come within 200 m to check in.',
    ],
    [
      'already today',
      () => json({ success: false, message: 'body.placeId: checked in here today' }, 409),
      'You have already checked in at Sanxiantai today. Come back tomorrow.',
    ],
  ])('says a refusal: %s', async (_case, refusal, text) => {
    const { server, panel } = await openCampaign();
    phoneSays(AT_PLACE);
    server.answer('campaignCheckIn', refusal);
    await checkInAt(panel, 'Sanxiantai');
    await waitFor(() => expect(said(panel).textContent).toBe(text));
  });

  it.each<[string, 1 | 2 | 3, RegExp]>([
    ['denied', 1, /^This app may not use your location/],
    ['unavailable', 2, /^Your phone could not tell where you are/],
    ['timed out', 3, /^Finding where you are took too long/],
  ])('says a position %s, sending nothing', async (_case, code, text) => {
    const { server, panel } = await openCampaign();
    phoneSays(code);
    await checkInAt(panel, 'Sanxiantai');
    await waitFor(() => expect(said(panel).textContent).toMatch(text));
    expect(server.bodiesOf('campaignCheckIn')).toEqual([]);
  });

  it('says offline before asking for the position, sending nothing', async () => {
    const { server, panel } = await openCampaign();
    phoneSays(AT_PLACE);
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    await checkInAt(panel, 'Sanxiantai');
    await waitFor(() => expect(said(panel).textContent).toMatch(/^No network/));
    expect(server.bodiesOf('campaignCheckIn')).toEqual([]);
  });

  it('says offline when the network fails on the way', async () => {
    const { server, panel } = await openCampaign();
    phoneSays(AT_PLACE);
    server.answer('campaignCheckIn', () => 'unreachable');
    await checkInAt(panel, 'Sanxiantai');
    await waitFor(() => expect(said(panel).textContent).toMatch(/^No network/));
  });
});
