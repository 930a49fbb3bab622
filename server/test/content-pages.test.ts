import {
  campaignSchema,
  envelope,
  errorEnvelopeSchema,
  staticPageSchema,
} from '@ecg/domain/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { clearCampaigns, daysAround, makeCampaign } from './campaigns.support';
import { useTestApp } from './helper';

const DAY = 86_400_000;

const context = useTestApp();
const LANGS = ['zh-tw', 'en', 'ja'] as const;

const get = (url: string) => context.app.inject({ method: 'GET', url });
const post = (url: string, payload: unknown) =>
  context.app.inject({ method: 'POST', url, payload: payload as object });
const pageAnswer = envelope(staticPageSchema);

const expectSafePage = (page: z.infer<typeof staticPageSchema>) => {
  expect(page.title.length).toBeGreaterThan(0);
  expect(page.content).toContain('<p>');
  expect(page.content).not.toMatch(/<script|\son\w+=|javascript:/i);
};

describe('GET /static-api/page/{name}-{lang}.json (type static)', () => {
  it.each(LANGS.flatMap((lang) => ['about', 'emergency'].map((name) => [name, lang])))(
    'answers the %s page in %s as a bare page',
    async (name, lang) => {
      const response = await get(`/static-api/page/${name}-${lang}.json`);
      expect(response.statusCode).toBe(200);
      expectSafePage(staticPageSchema.parse(response.json()));
    },
  );

  it('gives the emergency numbers in every language', async () => {
    for (const lang of LANGS) {
      const page = staticPageSchema.parse(
        (await get(`/static-api/page/emergency-${lang}.json`)).json(),
      );
      for (const number of ['110', '119', '112']) expect(page.content).toContain(number);
    }
  });

  it.each(['emergency-ko.json', 'nothing-en.json', 'emergency.json', 'ferry-en.json'])(
    'answers %s with a 404',
    async (file) => {
      const response = await get(`/static-api/page/${file}`);
      expect(response.statusCode).toBe(404);
      expect(errorEnvelopeSchema.parse(response.json()).success).toBe(false);
    },
  );
});

describe('POST /{lang}/opendata/staticpage (type travel)', () => {
  it.each(LANGS)('answers the travel pages in %s', async (lang) => {
    for (const name of ['transport', 'coastal-trail-closure', 'visitor-centers']) {
      const response = await post(`/${lang}/opendata/staticpage`, { name });
      expect(response.statusCode).toBe(200);
      expectSafePage(pageAnswer.parse(response.json()).data);
    }
  });

  it('lists the visitor centres of the open data with their phones', async () => {
    const { data } = pageAnswer.parse(
      (await post('/zh-tw/opendata/staticpage', { name: 'visitor-centers' })).json(),
    );
    expect(data.content).toContain('綠島遊客中心');
    expect(data.content).toContain('089-672026');
    expect(data.content).toContain('href="tel:089672026"');
    const english = pageAnswer.parse(
      (await post('/en/opendata/staticpage', { name: 'visitor-centers' })).json(),
    ).data;
    expect(english.content).toContain('Green Island Visitor Center');
  });

  it('does not serve a Green Island page by the travel path', async () => {
    expect((await post('/en/opendata/staticpage', { name: 'ferry' })).statusCode).toBe(404);
  });

  it.each([
    [{}, 'body.name'],
    [{ name: '' }, 'body.name'],
    [{ name: '../about' }, 'body.name'],
  ])('answers %j with a 400 naming the field', async (payload, field) => {
    const response = await post('/en/opendata/staticpage', payload);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain(field);
  });

  it('answers an unsupported language with a 404', async () => {
    expect((await post('/ko/opendata/staticpage', { name: 'transport' })).statusCode).toBe(404);
  });
});

describe('POST /greenisland/{lang}/opendata/staticpage', () => {
  it.each(LANGS)('answers the ferry, flights and getting-around pages in %s', async (lang) => {
    for (const name of ['ferry', 'flights', 'getting-around']) {
      const response = await post(`/greenisland/${lang}/opendata/staticpage`, { name });
      expect(response.statusCode).toBe(200);
      expectSafePage(pageAnswer.parse(response.json()).data);
    }
  });

  it('gives the check-in window of requirements §9 on the flights page', async () => {
    const { data } = pageAnswer.parse(
      (await post('/greenisland/en/opendata/staticpage', { name: 'flights' })).json(),
    );
    expect(data.content).toMatch(/1 hour before/);
    expect(data.content).toMatch(/30 minutes before/);
  });

  it('answers an unknown page with a 404', async () => {
    const response = await post('/greenisland/en/opendata/staticpage', { name: 'casino' });
    expect(response.statusCode).toBe(404);
  });
});

describe('POST /{lang}/opendata/regions/page (static detail, type region)', () => {
  it.each(LANGS)('answers the three region pages in %s', async (lang) => {
    const titles = [];
    for (const id of [1, 2, 3]) {
      const response = await post(`/${lang}/opendata/regions/page`, { id });
      expect(response.statusCode).toBe(200);
      const { data } = pageAnswer.parse(response.json());
      expectSafePage(data);
      titles.push(data.title);
    }
    expect(new Set(titles).size).toBe(3);
  });

  it('answers an unknown region with a 404 and a bad id with a 400', async () => {
    expect((await post('/en/opendata/regions/page', { id: 4 })).statusCode).toBe(404);
    const response = await post('/en/opendata/regions/page', { id: 'hualien' });
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain('body.id');
  });
});

describe('POST /{lang}/opendata/campaign/status', () => {
  const campaigns = envelope(z.array(campaignSchema));

  it('answers no campaign while none is running', async () => {
    const response = await post('/en/opendata/campaign/status', { id: 1 });
    expect(response.statusCode).toBe(200);
    expect(campaigns.parse(response.json()).data).toEqual([]);
  });

  it('answers the campaign running today as data[0], read anew each time, a minute at most', async () => {
    const { store, app } = context;
    const today = Date.now();
    const ended = await makeCampaign(store, daysAround(today - 100 * DAY, 10, 10), [], 'Ended');
    const running = await makeCampaign(store, daysAround(today), [], 'Running');
    try {
      const response = await app.inject({
        method: 'POST',
        url: '/ja/opendata/campaign/status',
        payload: { id: 1 },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=60');
      expect(campaigns.parse(response.json()).data).toEqual([
        {
          title: 'Running (ja)',
          content: '<p>Collect keys along the coast (ja)</p>',
          exchange_instructions: '<p>Show your keys at a visitor centre (ja)</p>',
        },
      ]);
      await store
        .deleteFrom('collection_campaign_texts')
        .where('campaign_id', '=', running)
        .execute();
      await store.deleteFrom('collection_campaigns').where('id', '=', running).execute();
      const after = await post('/ja/opendata/campaign/status', { id: 1 });
      expect(campaigns.parse(after.json()).data).toEqual([]);
      expect(ended).toBeGreaterThan(0);
    } finally {
      await clearCampaigns(store);
    }
  });

  it.each([{}, { id: 2 }, { id: '1' }])('answers %j with a 400 naming id', async (payload) => {
    const response = await post('/en/opendata/campaign/status', payload);
    expect(response.statusCode).toBe(400);
    expect(errorEnvelopeSchema.parse(response.json()).message).toContain('body.id');
  });
});
