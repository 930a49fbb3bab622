import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SHOP_EXTRAS } from '@ecg/domain/answered-records';
import type { Shop } from '@ecg/domain/contracts';
import { json, openApp, standIn } from './app-screen';
import { fact, post } from './overlay-parts';

/*
 * The shop overlay's fields the seed does not hold (requirements §2), from a real record with
 * them added: ratings, closure notice, links, features, themes and notes in English.
 * e2e/place-overlay-extras.spec.ts keeps the Google week and today (on the browser's clock), the
 * coupon followed and Back, copying to the clipboard, the audio guide, and axe.
 */

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
      json({ success: true, data: { ...place, ...SHOP_EXTRAS } }),
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
      SHOP_EXTRAS.construction_information[0]?.text,
    );
    expect(
      within(dialog)
        .getByRole('link', { name: /^Book a stay/ })
        .getAttribute('href'),
    ).toBe(SHOP_EXTRAS.booking_url);
    expect(linkIn(dialog, 'Menu')).toBe(SHOP_EXTRAS.menu_download);
    expect(linkIn(dialog, 'Online shop')).toBe(SHOP_EXTRAS.onlineShopping);
    expect(fact(dialog, 'Facebook')).toContain('facebook.com/eastcoastnsa');
    expect(linkIn(dialog, 'Email')).toBe(`mailto:${SHOP_EXTRAS.email}`);
    const features = (await sectionOf(dialog, 'Signature features')).textContent;
    expect(features).toContain('Grilled flying fish');
    expect(features).toContain('Caught the same morning');
    expect((await sectionOf(dialog, 'Rental items')).textContent).toContain('Snorkelling set');
    const facilities = await sectionOf(dialog, 'Facilities');
    expect(
      within(facilities)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(SHOP_EXTRAS.service);
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
    expect((await sectionOf(dialog, 'Prices and terms')).textContent).toContain(
      SHOP_EXTRAS.information,
    );
    expect((await sectionOf(dialog, 'Reservation notes')).textContent).toContain(
      SHOP_EXTRAS.reservation,
    );
    const contact = await sectionOf(dialog, 'Contact');
    await waitFor(() => expect(contact.textContent).toContain(SHOP_EXTRAS.line));
    expect(contact.textContent).toContain(SHOP_EXTRAS.wechat);
  });
});
