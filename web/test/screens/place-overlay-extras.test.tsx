import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Shop } from '@ecg/domain/contracts';
import { json, openApp, standIn } from './app-screen';
import { fact, post } from './overlay-parts';

/*
 * The shop overlay's fields the seed does not hold (requirements §2), from a real record with
 * them added: ratings, closure notice, links, features, themes and notes in English.
 * e2e/place-overlay-extras.spec.ts keeps the Google week and today (on the browser's clock), the
 * coupon followed and Back, copying to the clipboard, the audio guide, and axe.
 */

const EXTRAS = {
  googleScore: 4.3,
  tripadvisor: { rating: 4.5, num_reviews: 1234 },
  opentimeGoogle: [
    'Monday: 09:00 – 17:00',
    'Tuesday: Closed',
    'Wednesday: 09:00 – 17:00',
    'Thursday: 09:00 – 17:00',
    'Friday: 09:00 – 18:00',
    'Saturday: 08:00 – 18:00',
    'Sunday: 08:00 – 18:00',
  ],
  construction_information: [
    {
      text: 'The seaside path is closed for repairs until further notice.',
      reported: '2026-02-20',
    },
  ],
  audio: '/place-test/guide.wav',
  service: ['Toilets', 'Wheelchair rental'],
  facebook: 'https://www.facebook.com/eastcoastnsa',
  email: 'hello@example.com',
  categories: '95,123,92',
  booking_url: 'https://booking.example.com/stay',
  menu_download: 'https://example.com/menu.pdf',
  onlineShopping: 'https://shop.example.com/',
  signature_features: [
    { id: 1, name: 'Grilled flying fish', summary: 'Caught the same morning and grilled.' },
  ],
  rental_items: [{ id: 2, name: 'Snorkelling set', summary: 'Mask, snorkel and fins.' }],
  coupons: [{ id: 1, name: '10% off any set meal' }],
  themes: {
    payment: [
      { title: 'Cash', value: 1 },
      { title: 'Electronic payment', value: [2, 3] },
    ],
    services: [{ title: 'Wi-Fi', value: 4 }],
    certification: [{ title: 'Muslim friendly', value: 5 }],
    accessibility: [{ title: 'Accessible toilet', value: 6 }],
  },
  line: '@toumu-seafood',
  wechat: 'toumu_hualien',
  information: 'Average spend NT$400 a person.',
  reservation: 'Book two days ahead for groups.',
} satisfies Partial<Shop>;

const sectionOf = async (dialog: HTMLElement, title: string) =>
  (await within(dialog).findByRole('heading', { name: title })).closest('section') as HTMLElement;
const linkIn = (dialog: HTMLElement, label: string) =>
  [...dialog.querySelectorAll('.detail-facts > div')]
    .find((row) => row.querySelector('dt')?.textContent?.includes(label))
    ?.querySelector('a')
    ?.getAttribute('href');

describe('a shop with every extra (stood-in record)', () => {
  const id = 747;

  it('shows ratings, notices, links, extras and themes', async () => {
    const place = await post<Shop>('/en/opendata/shops/detail', { id });
    standIn(/\/en\/opendata\/shops\/detail$/, () =>
      json({ success: true, data: { ...place, ...EXTRAS } }),
    );
    await openApp(`/en/?shop=${id}`);
    const dialog = await screen.findByRole('dialog');
    const ratings = await within(dialog).findByRole('list', { name: 'Ratings' });
    expect(ratings.textContent).toContain('Google rating 4.3 out of 5');
    expect(
      within(ratings).getAllByRole('img', { name: 'Tripadvisor rating 4.5 out of 5' }),
    ).toHaveLength(1);
    expect(ratings.textContent).toContain('1,234 reviews');
    // Categories: 95 and 123 (shown as 122) have no names in any list; 92 is never shown.
    expect(within(dialog).queryByRole('list', { name: 'Categories' })).toBeNull();
    // The shop's own note, 10:00 - 14:00, said in English (requirements §3).
    expect(place.opentime).toBe('10:00 - 14:00');
    expect((await sectionOf(dialog, 'Opening hours')).textContent).toContain('10:00–14:00');
    expect((await sectionOf(dialog, 'Closure notice')).textContent).toContain(
      EXTRAS.construction_information[0]?.text,
    );
    expect(
      within(dialog)
        .getByRole('link', { name: /^Book a stay/ })
        .getAttribute('href'),
    ).toBe(EXTRAS.booking_url);
    expect(linkIn(dialog, 'Menu')).toBe(EXTRAS.menu_download);
    expect(linkIn(dialog, 'Online shop')).toBe(EXTRAS.onlineShopping);
    expect(fact(dialog, 'Facebook')).toContain('facebook.com/eastcoastnsa');
    expect(linkIn(dialog, 'Email')).toBe(`mailto:${EXTRAS.email}`);
    const features = (await sectionOf(dialog, 'Signature features')).textContent;
    expect(features).toContain('Grilled flying fish');
    expect(features).toContain('Caught the same morning');
    expect((await sectionOf(dialog, 'Rental items')).textContent).toContain('Snorkelling set');
    const facilities = await sectionOf(dialog, 'Facilities');
    expect(
      within(facilities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(EXTRAS.service);
    const themes = await sectionOf(dialog, 'Payment and services');
    const items = within(themes)
      .getAllByRole('listitem')
      .map((item) => item.textContent ?? '');
    for (const title of [
      'Cash',
      'Electronic payment',
      'Wi-Fi',
      'Muslim friendly',
      'Accessible toilet',
    ]) {
      expect(
        items.filter((item) => item.includes(title)),
        title,
      ).toHaveLength(1);
    }
    expect((await sectionOf(dialog, 'Prices and terms')).textContent).toContain(EXTRAS.information);
    expect((await sectionOf(dialog, 'Reservation notes')).textContent).toContain(
      EXTRAS.reservation,
    );
    const contact = await sectionOf(dialog, 'Contact');
    await waitFor(() => expect(contact.textContent).toContain(EXTRAS.line));
    expect(contact.textContent).toContain(EXTRAS.wechat);
  });
});
