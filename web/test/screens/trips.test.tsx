import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/lib/storage';
import { json, openApp } from './app-screen';
import { fakeWebAuthn, signInBefore, TOKEN } from './member-server';
import { tripOf, tripServer } from './trip-server';

vi.mock('@simplewebauthn/browser', () => fakeWebAuthn());

/*
 * My trips (docs/members.md Trips): the list, a trip with its days and stops, its rename, a stop
 * removed or moved (the arrangement sent), its deletion and its GPX file; a token the server no
 * longer knows, a trip that is not there, and a visitor signed out.
 */

const press = (name: string) => act(() => screen.getByRole('button', { name }).click());
const refsOf = (days: ReturnType<typeof tripOf>['days']) =>
  days.map((stops) => stops.map(({ type, id }) => ({ type, id })));

afterEach(() => vi.restoreAllMocks());

describe('My trips', () => {
  it('lists the trips with their days, stops and day made', async () => {
    const server = tripServer();
    signInBefore();
    await openApp('/en/trips');
    const link = await screen.findByRole('link', { name: /^Slow days in Taitung/ });
    expect(link.textContent).toBe('Slow days in Taitung2 days · 3 stopsCreated November 28, 2026');
    expect(link.getAttribute('href')).toBe('#/en/trips/41');
    expect(server.bodiesOf('memberTrips')).toEqual([{ token: TOKEN }]);
  });

  it('says when there is no trip yet', async () => {
    const server = tripServer();
    server.answer('memberTrips', () => json({ success: true, data: [] }));
    signInBefore();
    await openApp('/en/trips');
    await screen.findByText('No trips yet.');
    expect(screen.getByText(/^Open a tour and choose “Adapt this tour”/)).toBeDefined();
  });

  it('points a visitor signed out to the member page', async () => {
    const server = tripServer();
    await openApp('/en/trips');
    await screen.findByText('My trips are kept in your account. Sign in to see them.');
    expect(screen.getByRole('link', { name: 'Go to sign in' }).getAttribute('href')).toBe(
      '#/en/member',
    );
    expect(server.sent).toEqual([]);
  });

  it('shows a trip’s days and stops, each opening its overlay', async () => {
    tripServer();
    signInBefore();
    await openApp('/en/trips/41');
    await screen.findByRole('heading', { level: 1, name: 'Slow days in Taitung' });
    const day2 = screen.getByRole('heading', { level: 2, name: 'DAY 2' }).closest('section')!;
    const stop = within(day2).getByRole('link', { name: /Dulan Inn/ });
    expect(stop.getAttribute('href')).toContain('accommodation=13');
  });

  it('renames the trip', async () => {
    const server = tripServer();
    signInBefore();
    await openApp('/en/trips/41');
    const field = await screen.findByRole('textbox', { name: 'Trip name' });
    fireEvent.change(field, { target: { value: 'Coast with Mum' } });
    press('Rename');
    await screen.findByRole('heading', { level: 1, name: 'Coast with Mum' });
    expect(server.bodiesOf('renameTrip')).toEqual([
      { token: TOKEN, tripId: 41, name: 'Coast with Mum' },
    ]);
  });

  it('removes a stop after asking, sending the arrangement without it', async () => {
    const server = tripServer();
    signInBefore();
    await openApp('/en/trips/41');
    await screen.findByRole('heading', { level: 1, name: 'Slow days in Taitung' });
    press('Remove Tiehua Village');
    const dialog = await screen.findByRole('dialog', { name: 'Remove this stop?' });
    act(() => within(dialog).getByRole('button', { name: 'Remove' }).click());
    await waitFor(() => expect(screen.queryByRole('link', { name: /Tiehua Village/ })).toBeNull());
    const [day1, day2] = tripOf().days;
    expect(server.bodiesOf('arrangeTrip')).toEqual([
      { token: TOKEN, tripId: 41, days: refsOf([[day1![0]!], day2!]) },
    ]);
  });

  it('moves a stop to another day', async () => {
    const server = tripServer();
    signInBefore();
    await openApp('/en/trips/41');
    const select = await screen.findByRole('combobox', { name: 'Day of Sanxiantai' });
    fireEvent.change(select, { target: { value: '1' } });
    const [day1, day2] = tripOf().days;
    await waitFor(() =>
      expect(server.bodiesOf('arrangeTrip')).toEqual([
        { token: TOKEN, tripId: 41, days: refsOf([[day1![1]!], [...day2!, day1![0]!]]) },
      ]),
    );
    const moved = screen.getByRole('heading', { level: 2, name: 'DAY 2' }).closest('section')!;
    await within(moved).findByRole('link', { name: /Sanxiantai/ });
  });

  it('deletes the trip after asking, and goes back to the list', async () => {
    const server = tripServer();
    signInBefore();
    await openApp('/en/trips/41');
    await screen.findByRole('heading', { level: 1, name: 'Slow days in Taitung' });
    press('Delete trip');
    const dialog = await screen.findByRole('dialog', { name: 'Delete this trip?' });
    server.answer('memberTrips', () => json({ success: true, data: [] }));
    act(() => within(dialog).getByRole('button', { name: 'Delete trip' }).click());
    await screen.findByText('No trips yet.');
    expect(window.location.hash).toBe('#/en/trips');
    expect(server.bodiesOf('deleteTrip')).toEqual([{ token: TOKEN, tripId: 41 }]);
  });

  it('saves the trip as a GPX file, a route a day', async () => {
    tripServer();
    signInBefore();
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:trip';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    await openApp('/en/trips/41');
    await screen.findByRole('heading', { level: 1, name: 'Slow days in Taitung' });
    press('Download GPX');
    expect(saved).toHaveLength(1);
    const text = await saved[0]!.text();
    expect(saved[0]!.type).toBe('application/gpx+xml');
    expect(text).toContain('<name>East Coast National Scenic Area: Slow days in Taitung</name>');
    expect(text.match(/<rte>/g)).toHaveLength(2);
    expect(text).toMatch(/<rtept lat="23\.120*" lon="121\.410*">/);
    expect(text).toContain('<name>Dulan Inn</name>');
    expect(text.indexOf('Sanxiantai')).toBeLessThan(text.indexOf('Tiehua Village'));
  });

  it('signs out here and says so when the server no longer knows the token', async () => {
    const server = tripServer();
    server.answer('memberTrip', () => json({ success: false, message: 'token' }, 401));
    signInBefore();
    await openApp('/en/trips/41');
    await screen.findByText(/^You were signed out: your sign-in ended/);
    expect(localStorage.getItem(STORAGE_KEYS.memberToken)).toBeNull();
  });

  it('says a trip is not there (another member’s answers the same)', async () => {
    const server = tripServer();
    server.answer('memberTrip', () => json({ success: false, message: 'Not found' }, 404));
    signInBefore();
    await openApp('/en/trips/99');
    await screen.findByText('This trip was not found. It may have been deleted.');
    expect(screen.getByRole('link', { name: 'Back to My trips' })).toBeDefined();
  });

  it('offers to ask again when there is no network', async () => {
    const server = tripServer();
    server.answer('memberTrips', () => 'unreachable');
    signInBefore();
    await openApp('/en/trips');
    await screen.findByText('No network. Please try again when you are back online.');
    tripServer();
    press('Try again');
    await screen.findByRole('link', { name: /^Slow days in Taitung/ });
  });
});
