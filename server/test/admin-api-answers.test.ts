import { ADMIN_ANSWERS } from '@ecg/domain/admin-api-answers';
import { ADMIN_API_PATHS, ADMIN_API_PREFIX } from '@ecg/domain/admin-api-paths';
import type { CallAnswers } from '@ecg/domain/call-answers';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredAnswers, tableEntries } from './route-answers';

/**
 * Every call of the console answers by its one contract (domain/src/admin-api-answers.ts): its
 * route declares the table's schema itself, and no route under the console's prefix answers by
 * one of its own. The photo of a repair report answers a JPEG, the one route left out.
 */
const PICTURE_ROUTES = [`GET ${ADMIN_API_PATHS.repairPhoto}`];

let declared: Map<string, unknown>;
beforeAll(async () => {
  declared = await declaredAnswers();
});

describe('ADMIN_ANSWERS', () => {
  it.each(tableEntries(ADMIN_ANSWERS))('%s %s is the schema its route declares', (name, method) => {
    expect(declared.get(`${method} ${ADMIN_API_PATHS[name]}`)).toBe(
      (ADMIN_ANSWERS[name] as CallAnswers)[method],
    );
  });

  it('holds every route of the console but its pictures', () => {
    const inTable = new Set(
      tableEntries(ADMIN_ANSWERS).map(([name, method]) => `${method} ${ADMIN_API_PATHS[name]}`),
    );
    const routes = [...declared.keys()].filter((route) =>
      route.split(' ')[1]?.startsWith(`${ADMIN_API_PREFIX}/`),
    );
    expect(routes.filter((route) => !inTable.has(route))).toEqual(PICTURE_ROUTES);
  });
});
