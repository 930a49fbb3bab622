import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CollectionPlace, ListPage, StaticPage } from '@ecg/domain/contracts';
import { json, openApp, standIn, withdrawStandIn } from './app-screen';

async function serverAnswer<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, path).toBe(true);
  return (await response.json()) as T;
}

/** The numbers the emergency page gives, each in bold at the head of a list item. */
const numbersOf = (html: string) =>
  [...html.matchAll(/<li><strong>([+\d][\d -]*\d)<\/strong>/g)].map((match) => match[1] ?? '');

/** Taiwan's short special-service numbers, the emergency lines; the page's others are for information. */
const isEmergencyLine = (number: string) => /^1\d{2,3}$/.test(number);

const texts = (elements: Element[]) => elements.map((element) => element.textContent);

describe.each([
  { lang: 'zh-tw', service: '服務', daily: '每日 08:30–17:00' },
  { lang: 'en', service: 'Service', daily: 'Daily 08:30–17:00' },
  { lang: 'ja', service: 'サービス', daily: '毎日 08:30～17:00' },
])('the Service tab in $lang', ({ lang, service, daily }) => {
  it('leads with the emergency lines, then the visitor centres with their hours and phones', async () => {
    const emergency = await serverAnswer<StaticPage>(`/static-api/page/emergency-${lang}.json`);
    const centres = (
      await serverAnswer<{ data: ListPage<CollectionPlace> }>(
        `/${lang}/opendata/visitor-center?pageSize=100`,
      )
    ).data.items;
    const numbers = numbersOf(emergency.content).filter(isEmergencyLine);
    expect(numbers).toEqual(['110', '119', '112', '118']);
    const hotlines = numbersOf(emergency.content).filter((number) => !isEmergencyLine(number));
    expect(hotlines).toEqual(['0800-011-765']);

    await openApp(`/${lang}/service/`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(service);

    // Each emergency line of the page, in its order, as a call link; the travel hotline is
    // offered with customer service, not among them.
    const emergencySection = document.querySelector<HTMLElement>('.service-section--emergency')!;
    await within(emergencySection).findAllByRole('link', { name: new RegExp(numbers[0]!) });
    const calls = [...emergencySection.querySelectorAll<HTMLAnchorElement>('.service-call')];
    expect(texts(calls.map((call) => call.querySelector('.service-call__number')!))).toEqual(
      numbers,
    );
    expect(calls.map((call) => call.getAttribute('href'))).toEqual(
      numbers.map((number) => `tel:${number}`),
    );
    expect(emergencySection.querySelectorAll('a[href^="tel:"]')).toHaveLength(numbers.length);
    const hotline = document.querySelectorAll('#service-help .service-call');
    expect(texts([...hotline].map((call) => call.querySelector('.service-call__number')!))).toEqual(
      hotlines,
    );
    expect(hotline[0]?.getAttribute('href')).toBe('tel:0800011765');

    // Each centre with its hours and a call to its phone.
    await screen.findByText(centres[0]!.name);
    expect(texts([...document.querySelectorAll('.service-centres .link-row__title')])).toEqual(
      centres.map((centre) => centre.name),
    );
    const withPhone = centres.filter((centre) => centre.tel !== undefined);
    expect(withPhone.length).toBeGreaterThanOrEqual(10);
    expect(document.querySelectorAll('.service-centre__call')).toHaveLength(withPhone.length);
    const sanxiantaiName = centres.find((centre) => centre.id === 46)?.name ?? '-';
    const sanxiantai = [...document.querySelectorAll('.service-centre')].find((centre) =>
      centre.textContent?.includes(sanxiantaiName),
    )!;
    expect(sanxiantai.querySelector('.service-centre__hours .practical-note')?.textContent).toBe(
      daily,
    );
    const call = sanxiantai.querySelector('.service-centre__call')!;
    expect(call.getAttribute('href')).toBe('tel:089854097#0');
    expect(call.textContent).toContain('089-854097#0');
  });
});

describe.each([
  { lang: 'zh-tw', transport: '交通資訊', guides: '交通指南' },
  { lang: 'en', transport: 'Transport', guides: 'Travel guides' },
  { lang: 'ja', transport: '交通情報', guides: '交通ガイド' },
])('the flights route in $lang', ({ lang, transport, guides }) => {
  it('lists the flights, crossing and getting-around pages the server has', async () => {
    const titles = [];
    for (const [name, area] of [
      ['flights', '/greenisland'],
      ['ferry', '/greenisland'],
      ['getting-around', '/greenisland'],
      ['transport', ''],
    ] as const) {
      const page = await serverAnswer<{ data: StaticPage }>(`${area}/${lang}/opendata/staticpage`, {
        name,
      });
      titles.push(page.data.title);
    }
    await openApp(`/${lang}/search/airplane/`);
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe(transport);
    const list = await screen.findByRole('list', { name: guides });
    await within(list).findByText(titles[0]!);
    expect(texts([...list.querySelectorAll('.link-row__title')])).toEqual(titles);
  });
});

describe('when a page cannot come', () => {
  const emergencyPage = /^\/static-api\/page\/emergency-en\.json$/;

  it('the numbers say Loading with a retry, and come with it', async () => {
    standIn(emergencyPage, () => 'unreachable');
    await openApp('/en/service/');
    const section = document.querySelector<HTMLElement>('.service-section--emergency')!;
    const retry = await within(section).findByRole('button', { name: 'Try again' });
    expect(document.querySelectorAll('.service-call')).toHaveLength(0);
    // The visitor centres come all the same.
    await waitFor(() =>
      expect(document.querySelector('.service-centres .link-row')).not.toBeNull(),
    );
    withdrawStandIn(emergencyPage);
    fireEvent.click(retry);
    await waitFor(() => expect(document.querySelector('.service-call')).not.toBeNull());
  });

  it('a page with no numbers says No Data, never a number of its own', async () => {
    standIn(emergencyPage, () =>
      json({ title: 'Emergency numbers', content: '<p>Ask at the desk.</p>' }),
    );
    await openApp('/en/service/');
    const section = document.querySelector<HTMLElement>('.service-section--emergency')!;
    await within(section).findByText('No Data');
    // The visitor centres' own phones stay; no line of the page's is made up.
    await waitFor(() =>
      expect(document.querySelector('.service-centres .link-row')).not.toBeNull(),
    );
    expect(document.querySelectorAll('#service-emergency a[href^="tel:"]')).toHaveLength(0);
    expect(document.querySelectorAll('#service-help a[href^="tel:"]')).toHaveLength(0);
  });

  it('the flights pages say Loading with a retry, and come with it', async () => {
    const islandPages = /^\/greenisland\/en\/opendata\/staticpage$/;
    standIn(islandPages, () => 'unreachable');
    await openApp('/en/search/airplane/');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    const list = screen.getByRole('list', { name: 'Travel guides' });
    await within(list).findByText('Getting here and around');
    expect(list.querySelectorAll('.link-row__title')).toHaveLength(1);
    withdrawStandIn(islandPages);
    fireEvent.click(retry);
    await waitFor(() => expect(list.querySelectorAll('.link-row__title')).toHaveLength(4));
  });

  it('the flights pages say No Data when none exists', async () => {
    standIn(/\/opendata\/staticpage$/, () =>
      json({ success: false, message: 'no such page' }, 404),
    );
    await openApp('/ja/search/airplane/');
    await screen.findByText('データがありません');
    // No guide's row; the rows on the road need no page (transport-page.test.tsx).
    expect(screen.queryByRole('list', { name: '交通ガイド' })).toBeNull();
    expect(screen.getByRole('list', { name: '道路・駐車場' })).toBeTruthy();
  });
});
