import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { allowPosition, openApp } from './app-screen';

/*
 * What the SOS says from the phone's position, in each language: the coordinates, the township,
 * the message and the ways to send it, with the position refused or outside the area, and while
 * it is looked for. End to end (e2e/service-sos.spec.ts) keeps, in one language, the share sheet
 * with axe and no request carrying the position, the position outside the area with axe, the
 * spinner's room on the screen, and the refused position with axe.
 */

// Sanxiantai Visitor Center, where the open data places it (Chenggong, Taitung).
const SANXIANTAI = { latitude: 23.12326, longitude: 121.4071 };
const COORDINATES = '23.12326, 121.40710';
const MAP_URL = 'https://www.google.com/maps/search/?api=1&query=23.12326,121.40710';

/** The phone's share sheet, whose calls are kept, or none. */
function shareSheet(present: boolean): ShareData[] {
  const shared: ShareData[] = [];
  Object.defineProperty(navigator, 'share', {
    configurable: true,
    value: present ? (data: ShareData) => Promise.resolve(void shared.push(data)) : undefined,
  });
  return shared;
}

/** The clipboard, whose writes are kept. */
function clipboard(): string[] {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: { writeText: (text: string) => Promise.resolve(void written.push(text)) },
  });
  return written;
}

afterEach(() => {
  shareSheet(false);
});

async function startSos(lang: string, start: string): Promise<HTMLElement> {
  await openApp(`/${lang}/service/`);
  fireEvent.click(await screen.findByRole('button', { name: start }));
  return document.querySelector<HTMLElement>('#service-sos')!;
}

const textOf = (sos: HTMLElement, selector: string) =>
  sos.querySelector(selector)?.textContent ?? null;

describe.each([
  {
    lang: 'zh-tw',
    start: '分享我的位置',
    map: '地圖：',
    township: '臺東縣成功鎮',
    said: ['23.12326, 121.40710（緯度，經度，WGS84）', '誤差約 20 公尺', '鄉鎮：臺東縣成功鎮'],
    sms: '用簡訊傳送',
    share: '分享訊息',
    copy: '複製訊息',
    copied: '訊息已複製',
  },
  {
    lang: 'en',
    start: 'Share my position',
    map: 'Map: ',
    township: 'Chenggong Township, Taitung County (臺東縣成功鎮)',
    said: [
      '23.12326, 121.40710 (latitude, longitude, WGS84)',
      'Accurate to about 20 m',
      'Township: Chenggong Township, Taitung County (臺東縣成功鎮)',
    ],
    sms: 'Send by text message',
    share: 'Share the message',
    copy: 'Copy the message',
    copied: 'Message copied',
  },
  {
    lang: 'ja',
    start: '現在地を伝える',
    map: '地図：',
    township: '台東県成功鎮 (臺東縣成功鎮)',
    said: [
      '23.12326, 121.40710（緯度、経度、WGS84）',
      '誤差 約20 m',
      '郷鎮：台東県成功鎮 (臺東縣成功鎮)',
    ],
    sms: 'SMSで送る',
    share: 'メッセージを共有',
    copy: 'メッセージをコピー',
    copied: 'メッセージをコピーしました',
  },
])(
  'the SOS in $lang, at Sanxiantai',
  ({ lang, start, map, township, said, sms, share, copy, copied }) => {
    it('gives the position, its township and the message, by text and by the share sheet', async () => {
      const shared = shareSheet(true);
      allowPosition(SANXIANTAI);
      const sos = await startSos(lang, start);
      await waitFor(() => expect(textOf(sos, '.sos-where__township')).toBe(township));
      expect(textOf(sos, '.sos-where__coordinates')).toBe(COORDINATES);
      // Each line in the visitor's language, the coordinates with a point in every one.
      const text = textOf(sos, '.sos-message') ?? '';
      expect(text.split('\n')).toEqual([expect.any(String), ...said, `${map}${MAP_URL}`]);

      // A text message with no recipient and the message as its body.
      const href = within(sos).getByRole('link', { name: sms }).getAttribute('href') ?? '';
      expect(href.startsWith('sms:?&body=')).toBe(true);
      expect(decodeURIComponent(href.slice('sms:?&body='.length))).toBe(text);

      // A call to each emergency line of the page, to read the message out.
      const calls = [...sos.querySelectorAll('a.sos-call')].map((link) =>
        link.getAttribute('href'),
      );
      expect(calls).toEqual(['tel:110', 'tel:119', 'tel:112', 'tel:118']);

      fireEvent.click(within(sos).getByRole('button', { name: share }));
      await waitFor(() => expect(shared).toEqual([{ text }]));
      expect(within(sos).queryByRole('button', { name: copy })).toBeNull();
    });

    it('without a share sheet, copies the message and says so', async () => {
      shareSheet(false);
      const written = clipboard();
      allowPosition(SANXIANTAI);
      const sos = await startSos(lang, start);
      await waitFor(() => expect(textOf(sos, '.sos-where__township')).toBe(township));
      expect(within(sos).queryByRole('button', { name: share })).toBeNull();
      fireEvent.click(within(sos).getByRole('button', { name: copy }));
      await waitFor(() =>
        expect(
          within(sos)
            .getAllByRole('status')
            .some((status) => status.textContent?.includes(copied)),
        ).toBe(true),
      );
      expect(written).toEqual([textOf(sos, '.sos-message')]);
    });
  },
);

describe.each([
  {
    lang: 'en',
    start: 'Share my position',
    refused: 'Your position is not available',
    where: 'Where are you? (optional)',
    township: 'Chenggong Township',
    says: 'Township: Chenggong Township (臺東縣成功鎮)',
    sms: 'Send by text message',
  },
  {
    lang: 'zh-tw',
    start: '分享我的位置',
    refused: '無法取得您的位置',
    where: '您在哪裡？（選填）',
    township: '成功鎮',
    says: '鄉鎮：臺東縣成功鎮',
    sms: '用簡訊傳送',
  },
])('the SOS in $lang, with the position refused', ({ lang, start, refused, where, ...rest }) => {
  it('says so, keeps the numbers, and the message names the township chosen', async () => {
    allowPosition('refused');
    const sos = await startSos(lang, start);
    expect((await within(sos).findByRole('alert')).textContent).toContain(refused);
    await waitFor(() => expect(sos.querySelectorAll('a.sos-call')).toHaveLength(4));
    expect(sos.querySelector('.sos-where__coordinates')).toBeNull();
    expect(textOf(sos, '.sos-message')).not.toContain('maps');
    const select = await within(sos).findByLabelText<HTMLSelectElement>(where);
    const option = await within(select).findByRole<HTMLOptionElement>('option', {
      name: rest.township,
    });
    fireEvent.change(select, { target: { value: option.value } });
    expect(textOf(sos, '.sos-message')).toContain(rest.says);
    const href = within(sos).getByRole('link', { name: rest.sms }).getAttribute('href') ?? '';
    expect(decodeURIComponent(href)).toContain(rest.says);
  });
});

describe('the SOS in en', () => {
  it('outside the managed area, at Taipei Main Station, still shares the position, with no township', async () => {
    const shared = shareSheet(true);
    allowPosition({ latitude: 25.0478, longitude: 121.517 });
    const sos = await startSos('en', 'Share my position');
    await waitFor(() =>
      expect(textOf(sos, '.sos-where__township')).toBe('Not in Hualien or Taitung'),
    );
    expect(textOf(sos, '.sos-where__coordinates')).toBe('25.04780, 121.51700');
    expect(sos.textContent).toContain('outside the area this guide covers');
    expect(sos.textContent).not.toContain('Highway 11');
    expect(textOf(sos, '.sos-message')).not.toContain('Township');
    fireEvent.click(within(sos).getByRole('button', { name: 'Share the message' }));
    await waitFor(() => expect(shared[0]?.text).toContain('25.04780, 121.51700'));
  });

  it('while the phone looks for its position, says so with a spinner', async () => {
    allowPosition('never');
    const sos = await startSos('en', 'Share my position');
    const locating = await waitFor(() => {
      const found = sos.querySelector('.sos-result--locating');
      expect(found?.textContent).toContain('Finding your position…');
      return found!;
    });
    expect(locating.querySelector('.spinner')).not.toBeNull();
  });
});
