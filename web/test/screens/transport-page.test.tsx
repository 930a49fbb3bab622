import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { openApp } from './app-screen';

/*
 * The Transport page's way onto the road (requirements §2 Transport: nearby bus stops, the
 * parking-lot finder, traffic control): each amenity on the map where the server holds some,
 * the roads on the Live tab. The cards of the ways of travel are each mode's screen test's.
 */

const HEADERS = { 'X-Requested-With': 'XMLHttpRequest' };

async function heldKinds(): Promise<Set<string>> {
  const answer = await fetch('/en/opendata/facility-kinds', { headers: HEADERS });
  const counts = ((await answer.json()) as { data: { kind: string; count: number }[] }).data;
  return new Set(counts.filter(({ count }) => count > 0).map(({ kind }) => kind));
}

it('offers the parking lots on the map where held, and the roads on the Live tab', async () => {
  const held = await heldKinds();
  expect(held.has('parking'), 'the server holds car parks').toBe(true);
  await openApp('/en/search/airplane/');
  const road = await screen.findByRole('list', { name: 'On the road' });
  await waitFor(() =>
    expect(within(road).getByRole('link', { name: /^Parking lots nearby/ })).toBeTruthy(),
  );
  expect(within(road).queryAllByRole('link', { name: /^Nearby bus stops/ })).toHaveLength(
    held.has('bus-stop') ? 1 : 0,
  );
  fireEvent.click(within(road).getByRole('link', { name: /^Parking lots nearby/ }));
  await waitFor(() => expect(window.location.hash).toBe('#/en/search/airplane/?map=parking'));
  // The Live tab's own screen test opens it; here, where the link leads.
  const roads = within(road).getByRole('link', { name: /^Roads and traffic control/ });
  expect(roads.getAttribute('href')).toBe('#/en/live-camera/');
});
