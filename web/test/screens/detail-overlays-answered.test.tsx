import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ANSWERED_GUIDES, EVENT_WITH_LINKS, RUNNING_CAMPAIGN } from '@ecg/domain/answered-records';
import type { Coupon } from '@ecg/domain/contracts';
import { json, openApp, standIn } from './app-screen';
import { backHref, fact, findOverlay, post } from './overlay-parts';

/*
 * The overlays of records the seed does not hold (coupons, a campaign, an event with links and
 * files, video and audio guides), answered in the server's place (requirements §2).
 * e2e/detail-overlays.spec.ts keeps, in one language, the coupon's shop and Back journeys, the
 * video's 16:9 box, and axe on each of these overlays.
 */

const answer = (data: unknown) => json({ success: true, data });

describe('the event overlay with links and files', () => {
  it('lists the related links and the downloads', async () => {
    const event = EVENT_WITH_LINKS;
    standIn(/\/opendata\/activities\/recent$/, () => answer(event));
    await openApp(`/en/?event=${event.id}`);
    const dialog = await findOverlay(event.name);
    const link = await within(dialog).findByRole('link', { name: /^Programme/ });
    expect(link.getAttribute('href')).toBe('https://www.eastcoast-nsa.gov.tw/festival');
    expect(link.getAttribute('target')).toBe('_blank');
    const file = within(dialog).getByRole('link', { name: /^Festival map \(PDF\)/ });
    expect(file.getAttribute('href')).toBe('/files/festival-map.pdf');
    expect(file.getAttribute('download')).toBe('');
  });
});

describe('the coupon overlay', () => {
  it('shows validity, texts and the shop, whose link opens the shop', async () => {
    const shop = await post<{
      id: number;
      name: string;
      address: string;
      latlng: string;
      tel: string;
    }>('/en/opendata/shops/detail', { id: 770 });
    const coupon: Coupon = {
      id: 31,
      name: 'NT$10 off steamed buns',
      images: [
        { src: 'https://www.eastcoast-nsa.gov.tw/image/1688/640x480', title: 'Buns' },
        { src: 'https://www.eastcoast-nsa.gov.tw/image/1689/640x480', title: 'Shop' },
      ],
      start: '2026-11-01 00:00:00',
      end: '2026-12-31 23:59:59',
      description: 'NT$10 off every NT$100 spent.',
      restrication: 'One per visit; not with other offers.',
      shop_id: shop.id,
      shop_name: shop.name,
      shop_address: shop.address,
      shop_latlng: shop.latlng,
      shop_tel: shop.tel,
      shop_categories: '122',
    };
    standIn(/\/opendata\/coupons\/recent$/, () => answer([coupon]));
    await openApp(`/en/?coupon=${coupon.id}`);
    const dialog = await findOverlay(coupon.name);
    await waitFor(() =>
      expect(dialog.querySelector('.coupon-validity')?.textContent).toBe(
        'Valid 2026-11-01 – 2026-12-31',
      ),
    );
    expect(within(dialog).getAllByRole('button', { name: /^Enlarge picture/ })).toHaveLength(2);
    expect(dialog.textContent).toContain(coupon.description);
    expect(dialog.textContent).toContain(coupon.restrication);
    expect(fact(dialog, 'Address')).toBe(shop.address);
    expect(fact(dialog, 'Phone')).toBe(shop.tel);
    const call = within(dialog).getByRole('link', { name: `Call ${shop.tel}` });
    expect(call.getAttribute('href')).toBe(`tel:${shop.tel.replace(/[^\d+#,]/g, '')}`);
    const directions = within(dialog).getByRole('link', { name: /^Directions/ });
    expect(directions.getAttribute('href')).toMatch(new RegExp(`destination=${shop.latlng}$`));
    const shopLink = within(dialog).getByRole('link', { name: shop.name });
    expect(shopLink.getAttribute('href')).toBe(`#/en/?shop=${shop.id}`);
    // A deep link's Back leads to the coupons list.
    expect(backHref(dialog)).toBe('#/en/search/coupon');
  });

  it('a coupon the server does not have says it is not there', async () => {
    standIn(/\/opendata\/coupons\/recent$/, () =>
      json({ success: false, message: 'No coupon with id 77' }, 404),
    );
    await openApp('/en/?coupon=77');
    await waitFor(() =>
      expect(document.querySelector('.overlay--open')?.textContent).toContain(
        'This item could not be found; it may have been removed.',
      ),
    );
  });

  it('an unknown coupon on the real server says it is not there', async () => {
    await openApp('/en/?coupon=1');
    await waitFor(() =>
      expect(document.querySelector('.overlay--open')?.textContent).toContain('could not be found'),
    );
  });
});

describe('the collection pages with a campaign', () => {
  const campaign = RUNNING_CAMPAIGN;
  it.each([
    ['description', 'the campaign text', 'Collect five stamps at visitor centres along the coast.'],
    [
      'exchange',
      'the exchange instructions',
      'Show your five stamps at any visitor centre for a gift.',
    ],
  ])('%s shows %s', async (name, _what, text) => {
    standIn(/\/opendata\/campaign\/status$/, () => answer([campaign]));
    await openApp(`/en/?static=${name}&type=collection`);
    const dialog = await findOverlay(campaign.title);
    await waitFor(() => expect(dialog.querySelector('.rich-text')?.textContent).toBe(text));
  });
});

describe('the video and audio guides', () => {
  const guides = ANSWERED_GUIDES;

  it('a video guide embeds the player, lazily, with its title and links', async () => {
    standIn(/\/opendata\/tour-guides\/detail$/, () => answer(guides[901]));
    await openApp('/en/?guide=901');
    const dialog = await findOverlay('Sanxiantai in three minutes');
    await waitFor(() => expect(dialog.querySelector('iframe')).not.toBeNull());
    const player = dialog.querySelector('iframe')!;
    expect(player.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(player.getAttribute('title')).toBe('Video: Sanxiantai in three minutes');
    expect(player.getAttribute('loading')).toBe('lazy');
    expect(player.getAttribute('allowfullscreen')).toBe('');
    expect(dialog.textContent).toContain('Video guide');
    expect(dialog.textContent).toContain('2026-11-21 09:30');
    const link = within(dialog).getByRole('link', { name: /^Sanxiantai/ });
    expect(link.getAttribute('href')).toBe('https://www.eastcoast-nsa.gov.tw/sanxiantai');
  });

  it('an audio guide plays its file with the text beside it', async () => {
    standIn(/\/opendata\/tour-guides\/detail$/, () => answer(guides[902]));
    await openApp('/en/?guide=902');
    const dialog = await findOverlay('Listening to Dulan');
    await waitFor(() => expect(dialog.querySelector('audio')).not.toBeNull());
    const audio = dialog.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('/media/dulan.mp3');
    expect(audio.getAttribute('controls')).toBe('');
    expect(audio.getAttribute('aria-label')).toBe('Audio guide: Listening to Dulan');
    expect(dialog.querySelector('.rich-text')?.textContent).toBe(
      'Sounds of the Amis village by the sea.',
    );
  });
});
