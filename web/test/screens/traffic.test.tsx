import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { json, openApp, standIn, withdrawStandIn } from './app-screen';

/*
 * Traffic control (docs/live-data.md, Traffic control) as the screens show it: the Highway
 * Bureau's 台9 cameras on the Live tab by road section, from the server's recorded list (a
 * sample), and a traffic-control notice in the notices, home and panel. e2e/traffic.spec.ts
 * keeps what needs a browser, against a local server speaking TDX.
 */

const LANGS = [
  {
    lang: 'zh-tw',
    title: '台9線路況攝影機',
    sample: '範例資料',
    sections: [
      '蘇花公路（和平–崇德）',
      '太魯閣–新城',
      '花蓮市–吉安',
      '壽豐',
      '鳳林–光復',
      '瑞穗–玉里',
      '富里',
    ],
    first: '台9線 146K+790 · 南下',
    count: '攝影機（29）',
  },
  {
    lang: 'en',
    title: 'Highway 9 traffic cameras',
    sample: 'Sample data',
    sections: [
      'Suhua Highway (Heping–Chongde)',
      'Taroko–Xincheng',
      "Hualien City–Ji'an",
      'Shoufeng',
      'Fenglin–Guangfu',
      'Ruisui–Yuli',
      'Fuli',
    ],
    first: '台9線 146K+790 · southbound',
    count: 'Cameras (29)',
  },
  {
    lang: 'ja',
    title: '台9線の道路カメラ',
    sample: 'サンプルデータ',
    sections: [
      '蘇花公路（和平–崇徳）',
      'タロコ–新城',
      '花蓮市–吉安',
      '寿豊',
      '鳳林–光復',
      '瑞穂–玉里',
      '富里',
    ],
    first: '台9線 146K+790 · 南行き',
    count: 'カメラ（29）',
  },
] as const;

describe.each(LANGS)('the 台9 cameras on the Live tab in $lang', (text) => {
  it('groups the recorded cameras by road section, labelled a sample, each with its still', async () => {
    await openApp(`/${text.lang}/live-camera/`);
    const heading = await screen.findByRole('heading', { level: 2, name: text.title });
    const section = heading.closest('section')!;
    await waitFor(() => expect(section.querySelectorAll('.highway-section')).toHaveLength(7));
    expect(
      [...section.querySelectorAll('.highway-section h3')].map((title) => title.textContent),
    ).toEqual(text.sections);
    expect(within(section).getByText(text.sample, { exact: true })).toBeTruthy();
    expect(section.querySelectorAll('.highway-camera')).toHaveLength(74);
    // The Suhua's cameras open, the others a tap away, each saying how many it holds.
    const details = [...section.querySelectorAll('details')];
    expect(details.map((part) => part.open)).toEqual([
      true,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect(details[0]?.querySelector('summary')?.textContent).toBe(text.count);
    const first = section.querySelector('.highway-camera')!;
    expect(first.querySelector('.webcam-card__name')?.textContent).toBe(text.first);
    expect(first.querySelector('.webcam-card__address')?.textContent).toBe('秀林鄉和平車站前(逆)');
    const still = first.querySelector('img')!;
    expect(still.getAttribute('src')).toBe('https://cctv-ss05.thb.gov.tw:443/T9-146K+790/snapshot');
    expect(still.getAttribute('alt')).toBe('台9線 146K+790');
  });
});

/** A closure on the Suhua highway, as the server words it in English (traffic-notice.ts). */
const closure = {
  id: 'tdx-traffic-0123456789ab',
  type: 1,
  kind: 'traffic-control',
  title: 'Traffic control: Highway 9, km 148.8–154.1, road closed',
  datetime: '2026-11-30 12:09:00',
  description: 'Traffic control: Highway 9, km 148.8–154.1, road closed.',
  content:
    '<p>Traffic control: Highway 9, km 148.8–154.1, road closed. Follow the signed detour.</p>',
  traffic: { road: '台9', fromKm: 148.84, toKm: 154.149, control: 'closure' },
  source: { provider: 'TDX', sample: false },
};
const NOTICES = /\/opendata\/notices/;

afterEach(() => withdrawStandIn(NOTICES));

it('a traffic-control notice is said to be one on the home and in the panel, with its source', async () => {
  standIn(NOTICES, () => json({ success: true, data: [closure] }));
  await openApp('/en/', { noticesRead: false });
  const home = (await screen.findByText(closure.title)).closest('button')!;
  expect(home.querySelector('.notice-type')?.textContent).toBe('Traffic control');

  fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
  fireEvent.click(await screen.findByRole('button', { name: /^Important notices/ }));
  const list = await screen.findByRole('dialog', { name: 'Important notices' });
  const item = within(list)
    .getAllByRole('button')
    .find((button) => button.textContent?.includes(closure.title))!;
  expect(item.querySelector('.notice-type')?.textContent).toBe('Traffic control');
  fireEvent.click(item);
  await within(list).findByText('Source: Highway Bureau (through TDX)');
  expect(within(list).getByText(/Follow the signed detour/)).toBeTruthy();
  fireEvent.click(within(list).getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(document.querySelectorAll('dialog[open]')).toHaveLength(0));
});
