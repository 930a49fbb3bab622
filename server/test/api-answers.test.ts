import { API_ANSWERS, FACILITY_ANSWERS, STATIC_PAGE_FILE_ANSWER } from '@ecg/domain/api-answers';
import { apiPath, apiRoute, STATIC_API_PAGE_PREFIX, type ApiPathName } from '@ecg/domain/api-paths';
import type { CallAnswers } from '@ecg/domain/call-answers';
import { facilityApiRoute } from '@ecg/domain/facility-api-paths';
import { MEMBER_API_PATHS, memberApiRoute } from '@ecg/domain/member-api-paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper';
import { declaredAnswers, tableEntries } from './route-answers';

/*
 * The visitor app's calls answer by their one contract (domain/src/api-answers.ts;
 * docs/architecture.md, The client edge): each route declares the table's very schema, no route
 * of the visitor's paths answers by one of its own, and what the server really sends parses with
 * it, as the web parses it.
 */

let declared: Map<string, unknown>;
beforeAll(async () => {
  declared = await declaredAnswers();
});

const schemaOf = (answers: CallAnswers, method: 'GET' | 'POST') => answers[method];

/** "METHOD /route" of every call of the two tables. */
const tabled = new Set([
  ...tableEntries(API_ANSWERS).map(([name, method]) => `${method} ${apiRoute(name)}`),
  ...tableEntries(FACILITY_ANSWERS).map(([kind, method]) => `${method} ${facilityApiRoute(kind)}`),
]);

/** The member calls among the visitor's paths (the reviews) have a table of their own. */
const memberRoutes = new Set(
  (Object.keys(MEMBER_API_PATHS) as (keyof typeof MEMBER_API_PATHS)[]).map(memberApiRoute),
);

const isVisitorPath = (route: string) =>
  (route.startsWith('/:lang/opendata/') || route.startsWith('/greenisland/')) &&
  !memberRoutes.has(route);

describe("the visitor app's routes and their table of answers", () => {
  it.each(tableEntries(API_ANSWERS))('%s (%s) declares its answer of the table', (name, method) => {
    const route = `${method} ${apiRoute(name)}`;
    expect(declared.get(route), route).toBe(schemaOf(API_ANSWERS[name], method));
  });

  it.each(tableEntries(FACILITY_ANSWERS))(
    'the %s call (%s) declares its answer',
    (kind, method) => {
      const route = `${method} ${facilityApiRoute(kind)}`;
      expect(declared.get(route), route).toBe(schemaOf(FACILITY_ANSWERS[kind], method));
    },
  );

  it("a static page's file declares the page's contract", () => {
    const route = `GET ${STATIC_API_PAGE_PREFIX}:file`;
    expect(declared.get(route), route).toBe(STATIC_PAGE_FILE_ANSWER);
  });

  it('leaves no route of the visitor paths out of the tables', () => {
    const visitorRoutes = [...declared.keys()].filter((key) => isVisitorPath(key.split(' ')[1]!));
    expect(visitorRoutes.filter((key) => !tabled.has(key))).toEqual([]);
    expect(new Set(visitorRoutes)).toEqual(tabled);
  });
});

describe('what the server sends parses with the table', () => {
  const context = useTestApp();
  const call = async (name: ApiPathName, method: 'GET' | 'POST', query = '', payload?: object) => {
    const response = await context.app.inject({
      method,
      url: `${apiPath(name, 'en')}${query}`,
      ...(payload ? { payload } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return schemaOf(API_ANSWERS[name], method)!.parse(response.json());
  };

  it('parses a content list and the detail of its first item', async () => {
    const list = API_ANSWERS.attractions.GET.parse(await call('attractions', 'GET'));
    const first = list.data.items[0]!;
    const detail = API_ANSWERS.attractionDetail.POST.parse(
      await call('attractionDetail', 'POST', '', { id: first.id }),
    );
    expect(detail.data.id).toBe(first.id);
  });

  it.each([
    ['tours', ''],
    ['activities', ''],
    ['news', ''],
    ['regions', ''],
  ] as const)('parses the content list %s', async (name, query) => {
    await call(name, 'GET', query);
  });

  it('parses live answers, with their meta', async () => {
    await call('weather', 'POST', '', { zipcode: 973 });
    await call('tidal', 'GET', `?locationName=${encodeURIComponent('綠島')}`);
    await call('sunTimes', 'GET', '?zipcode=973');
    await call('crossingOutlook', 'GET');
  });

  it('parses the facilities near a position, and the bus stops', async () => {
    const near = '?lat=23.9929&lng=121.6011';
    const toilets = await context.app.inject({ url: `/en/opendata/toilet${near}` });
    FACILITY_ANSWERS.toilet.GET.parse(toilets.json());
    const stops = await context.app.inject({ url: `/en/opendata/nearbybusstops${near}&lang=en` });
    FACILITY_ANSWERS['bus-stop'].GET.parse(stops.json());
  });

  it.each([
    'opinion',
    'reservation',
    'faultRepairInformation',
    'publicationApplyInformation',
    'surveys',
    'lostProperty',
  ] as const)('parses the service call %s', async (name) => {
    await call(name, 'GET');
  });
});
