import { MEMBER_ANSWERS } from '@ecg/domain/member-api-answers';
import {
  MEMBER_API_PATHS,
  memberApiRoute,
  type MemberApiPathName,
} from '@ecg/domain/member-api-paths';
import { beforeAll, describe, expect, it } from 'vitest';
import { declaredAnswers, tableEntries } from './route-answers';

/*
 * One contract per member call (domain/src/member-api-answers.ts, docs/architecture.md): each
 * route declares exactly its table's schema for its 200 answer, the schema the app parses with,
 * and no route of a member path answers by a contract of its own.
 */

let declared: Map<string, unknown>;
beforeAll(async () => {
  declared = await declaredAnswers();
});

const names = Object.keys(MEMBER_API_PATHS) as MemberApiPathName[];
const nameOfRoute = new Map(names.map((name) => [memberApiRoute(name), name]));

describe('the member calls’ answers', () => {
  it.each(tableEntries(MEMBER_ANSWERS))('%s by %s is the table’s schema', (name, method) => {
    const answers: Partial<Record<'GET' | 'POST', unknown>> = MEMBER_ANSWERS[name];
    expect(declared.get(`${method} ${memberApiRoute(name)}`)).toBe(answers[method]);
  });

  it('leave no route of a member path out of the table', () => {
    const routes = [...declared.keys()].flatMap((route) => {
      const [method = '', path = ''] = route.split(' ');
      const name = nameOfRoute.get(path);
      return name === undefined ? [] : [{ method, name }];
    });
    expect(routes.length).toBeGreaterThanOrEqual(names.length);
    const outside = routes.filter(
      ({ method, name }) => !Object.hasOwn(MEMBER_ANSWERS[name], method),
    );
    expect(outside).toEqual([]);
  });
});
