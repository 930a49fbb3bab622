import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Tour } from '@ecg/domain/contracts';
import { json, openApp } from './app-screen';
import { fakeWebAuthn, servedAtName, signInBefore, TOKEN } from './member-server';
import { findOverlay, post } from './overlay-parts';
import { tripOf, tripServer } from './trip-server';

vi.mock('@simplewebauthn/browser', () => fakeWebAuthn());

/*
 * The tour adaptation (requirements §4, §5, §8; docs/members.md Trips): the dialog on the tour
 * overlay, its submit disabled while the name is empty; signed out, the way to sign in and back;
 * success home with my-trip=true and the new trip opened over it; a refusal in the Tips alert.
 */

const TOUR = 2;

async function findTour() {
  const [tour] = await post<Tour[]>('/en/opendata/tours/detail', { id: TOUR });
  if (!tour) throw new Error('tour 2 is in the seed');
  return findOverlay(tour.title);
}

async function pressAdapt(overlay: HTMLElement) {
  act(() => within(overlay).getByRole('button', { name: 'Adapt this tour' }).click());
  return screen.findByRole('dialog', { name: 'Adapt this tour' });
}

async function openDialog() {
  await openApp(`/en/?tour=${TOUR}`);
  return pressAdapt(await findTour());
}

const nameField = (dialog: HTMLElement) =>
  within(dialog).getByRole('textbox', { name: 'Enter the name of the itinerary to adapt' });

describe('the tour adaptation', () => {
  it('keeps its submit disabled while the name is empty', async () => {
    tripServer();
    signInBefore();
    const dialog = await openDialog();
    const submit = within(dialog).getByRole('button', { name: 'Adapt' });
    expect((nameField(dialog) as HTMLInputElement).value).toBe('');
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(nameField(dialog), { target: { value: '   ' } });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(nameField(dialog), { target: { value: 'Mine' } });
    expect((submit as HTMLButtonElement).disabled).toBe(false);
  });

  it('asks a visitor signed out to sign in first, and comes back to the dialog', async () => {
    const dialog = await openDialog();
    expect(within(dialog).getByText(/^Please sign in first/)).toBeDefined();
    const link = within(dialog).getByRole('link', { name: 'Sign in' });
    const href = link.getAttribute('href')!;
    expect(href.startsWith('#/en/member?return=')).toBe(true);
    const back = new URLSearchParams(href.split('?')[1]).get('return')!;
    expect(back).toMatch(/^\/en\/\?(.*&)?adapt=1/);
    expect(back).toContain(`tour=${TOUR}`);
  });

  it('returns from the member page to the dialog once signed in', async () => {
    tripServer();
    const back = servedAtName();
    try {
      await openApp(`/en/member?return=${encodeURIComponent(`/en/?tour=${TOUR}&adapt=1`)}`);
      const signIn = await screen.findByRole('button', { name: 'Sign in with a passkey' });
      act(() => signIn.click());
      await screen.findByRole('dialog', { name: 'Adapt this tour' });
      expect(window.location.hash).toBe(`#/en/?tour=${TOUR}&adapt=1`);
    } finally {
      back();
    }
  });

  it('opens the dialog again on the way back from the sign-in', async () => {
    tripServer();
    signInBefore();
    await openApp(`/en/?tour=${TOUR}&adapt=1`);
    const dialog = await screen.findByRole('dialog', { name: 'Adapt this tour' });
    expect(nameField(dialog)).toBeDefined();
  });

  it('goes home with my-trip=true and opens the new trip over it', async () => {
    const made = tripOf({ id: 77, name: 'My coast' });
    const server = tripServer(made);
    server.answer('tourAdaptation', () => json({ success: true, data: made, msg: '' }));
    signInBefore();
    const dialog = await openDialog();
    fireEvent.change(nameField(dialog), { target: { value: 'My coast' } });
    act(() => within(dialog).getByRole('button', { name: 'Adapt' }).click());
    await screen.findByRole('heading', { level: 1, name: 'My coast' });
    expect(window.location.hash).toBe('#/en/trips/77');
    expect(server.bodiesOf('tourAdaptation')).toEqual([
      { id: TOUR, name: 'My coast', token: TOKEN },
    ]);
    expect(server.bodiesOf('memberTrip')).toEqual([{ token: TOKEN, tripId: 77 }]);
    act(() => window.history.back());
    await waitFor(() => expect(window.location.hash).toBe('#/en/?my-trip=true'));
  });

  it('closes on a refusal, clears the name and shows the server’s message under Tips', async () => {
    const server = tripServer();
    server.answer('tourAdaptation', () =>
      json({ success: false, msg: 'You already have a trip of this name' }),
    );
    signInBefore();
    const dialog = await openDialog();
    fireEvent.change(nameField(dialog), { target: { value: 'Twice' } });
    act(() => within(dialog).getByRole('button', { name: 'Adapt' }).click());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('TipsYou already have a trip of this name');
    expect(screen.queryByRole('dialog', { name: 'Adapt this tour' })).toBeNull();
    const again = await pressAdapt(await findTour());
    expect((nameField(again) as HTMLInputElement).value).toBe('');
  });

  it.each([
    [404, 'This tour can no longer be adapted.'],
    [
      409,
      'You keep 50 trips, as many as an account holds. Delete one in My trips to make another.',
    ],
    [400, 'This name was not accepted. Please try another one.'],
  ])(
    'says a refusal answered with %i in the reader’s language under Tips',
    async (status, said) => {
      const server = tripServer();
      server.answer('tourAdaptation', () =>
        json({ success: false, message: 'body.id: refused', msg: 'Refused in English' }, status),
      );
      signInBefore();
      const dialog = await openDialog();
      fireEvent.change(nameField(dialog), { target: { value: 'Gone' } });
      act(() => within(dialog).getByRole('button', { name: 'Adapt' }).click());
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(`Tips${said}`);
    },
  );

  it('keeps the name and says so when there is no network', async () => {
    const server = tripServer();
    server.answer('tourAdaptation', () => 'unreachable');
    signInBefore();
    const dialog = await openDialog();
    fireEvent.change(nameField(dialog), { target: { value: 'Offline trip' } });
    act(() => within(dialog).getByRole('button', { name: 'Adapt' }).click());
    await within(dialog).findByText(/^No network: nothing was sent/);
    await waitFor(() => expect((nameField(dialog) as HTMLInputElement).value).toBe('Offline trip'));
  });
});
