import { QueryClient } from '../query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContentLang } from '@ecg/domain/rules/language';
import { UnsuccessfulAnswerError } from './content';
import { HttpError } from './http';
import {
  getStaticPageAnswer,
  isMissingPage,
  pageOfAnswer,
  pageTeaser,
  staticPageQuery,
  CAMPAIGN_FRESH_MS,
  type StaticPageRef,
} from './static-pages';

const page = {
  title: 'Ferry to Green Island',
  content: '<p>Boats</p>',
  update_time: '2026-11-21 00:00:00',
};
const campaign = {
  title: 'Stamp rally',
  content: '<p>Collect five stamps</p>',
  exchange_instructions: '<p>Show them at a visitor centre</p>',
};

let answer: { status: number; body: unknown };
const fetchMock = vi.fn(
  async (_url: string, _init?: RequestInit) =>
    new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    }),
);

beforeEach(() => {
  answer = { status: 200, body: { success: true, data: page } };
  fetchMock.mockClear();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The page a screen shows: the call's answer, and the part of it the page shows. */
async function getStaticPage(ref: StaticPageRef, lang: ContentLang) {
  return pageOfAnswer(ref, await getStaticPageAnswer(ref, lang));
}

function lastCall() {
  const [url, init] = fetchMock.mock.calls.at(-1) ?? [];
  return {
    url,
    method: init?.method,
    body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
  };
}

describe('getStaticPage chooses the call by type', () => {
  it.each([
    ['region', '2', '/en/opendata/regions/page', { id: 2 }],
    ['travel', 'transport', '/en/opendata/staticpage', { name: 'transport' }],
    ['greenisland', 'ferry', '/greenisland/en/opendata/staticpage', { name: 'ferry' }],
  ] as const)('%s %s → POST %s %j', async (type, name, url, body) => {
    await expect(getStaticPage({ type, name }, 'en')).resolves.toEqual(page);
    expect(lastCall()).toEqual({ url, method: 'POST', body });
  });

  it('reads a static page as a bare file named by page and language', async () => {
    answer = { status: 200, body: page };
    await expect(getStaticPage({ type: 'static', name: 'about' }, 'ja')).resolves.toEqual(page);
    expect(lastCall()).toEqual({
      url: '/static-api/page/about-ja.json',
      method: 'GET',
      body: undefined,
    });
  });

  it('keeps a static page name inside its file name', async () => {
    answer = { status: 200, body: page };
    await getStaticPage({ type: 'static', name: '../x' }, 'en');
    expect(lastCall().url).toBe('/static-api/page/..%2Fx-en.json');
  });

  it('says a missing file is missing', async () => {
    answer = { status: 404, body: { success: false } };
    await expect(getStaticPage({ type: 'static', name: 'nope' }, 'en')).rejects.toBeInstanceOf(
      HttpError,
    );
  });

  it.each(['0', 'hualien', '1.5', ''])('asks nothing for region %j', async (name) => {
    await expect(getStaticPage({ type: 'region', name }, 'en')).rejects.toBeInstanceOf(
      UnsuccessfulAnswerError,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('the collection page', () => {
  it('shows the campaign description for static=description', async () => {
    answer = { status: 200, body: { success: true, data: [campaign] } };
    await expect(
      getStaticPage({ type: 'collection', name: 'description' }, 'zh-tw'),
    ).resolves.toEqual({
      title: 'Stamp rally',
      content: campaign.content,
    });
    expect(lastCall()).toEqual({
      url: '/zh-tw/opendata/campaign/status',
      method: 'POST',
      body: { id: 1 },
    });
  });

  it('shows the exchange instructions for any other name', async () => {
    answer = { status: 200, body: { success: true, data: [{ ...campaign, translation: 'none' }] } };
    await expect(getStaticPage({ type: 'collection', name: 'exchange' }, 'en')).resolves.toEqual({
      title: 'Stamp rally',
      content: campaign.exchange_instructions,
      translation: 'none',
    });
  });

  it('is null while no campaign runs', async () => {
    answer = { status: 200, body: { success: true, data: [] } };
    await expect(getStaticPage({ type: 'collection', name: 'description' }, 'en')).resolves.toBe(
      null,
    );
  });
});

describe('staticPageQuery', () => {
  it('keys each page by its call, language and what the call asks', () => {
    expect(staticPageQuery({ type: 'greenisland', name: 'ferry' }, 'en').queryKey).toEqual([
      'greenIslandPage',
      'en',
      { name: 'ferry' },
    ]);
    expect(staticPageQuery({ type: 'static', name: 'about' }, 'ja').queryKey).toEqual([
      'staticApiPage',
      'ja',
      { name: 'about' },
    ]);
    expect(staticPageQuery({ type: 'region', name: '2' }, 'en').queryKey).toEqual([
      'regionPage',
      'en',
      { id: '2' },
    ]);
  });

  it('asks the campaign once for both collection pages, each showing its part', async () => {
    answer = { status: 200, body: { success: true, data: [campaign] } };
    const description = staticPageQuery({ type: 'collection', name: 'description' }, 'en');
    const exchange = staticPageQuery({ type: 'collection', name: 'exchange' }, 'en');
    expect(exchange.queryKey).toEqual(description.queryKey);
    expect(description.queryKey).toEqual(['campaignStatus', 'en', { id: 1 }]);

    const client = new QueryClient();
    const kept = await client.fetchQuery(description);
    await client.fetchQuery({ ...exchange, staleTime: Infinity });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(description.select?.(kept)).toMatchObject({ content: campaign.content });
    expect(exchange.select?.(kept)).toMatchObject({ content: campaign.exchange_instructions });
  });

  it('keeps the campaign fresh a minute, as operators change it at any moment', () => {
    const collection = staticPageQuery({ type: 'collection', name: 'description' }, 'en');
    expect(collection.staleTime).toBe(CAMPAIGN_FRESH_MS);
    expect(staticPageQuery({ type: 'travel', name: 'about' }, 'en').staleTime).toBeUndefined();
  });
});

describe('pageTeaser', () => {
  it.each([
    ['<p>Daily Air flies small planes.</p><p>Book early.</p>', 'Daily Air flies small planes.'],
    [
      '<h3>Trains</h3><p> Trains run to <b>Hualien</b> and Taitung. </p>',
      'Trains run to Hualien and Taitung.',
    ],
    ['<ul><li>110</li></ul>', ''],
    ['', ''],
  ])('%j → %j', (html, teaser) => {
    expect(pageTeaser(html)).toBe(teaser);
  });
});

describe('isMissingPage', () => {
  it.each([
    [new HttpError(404, 'Not Found'), true],
    [new UnsuccessfulAnswerError(), true],
    [new HttpError(503, 'Service Unavailable'), false],
    [new TypeError('Failed to fetch'), false],
  ])('%s → %s', (error, missing) => {
    expect(isMissingPage(error)).toBe(missing);
  });
});
