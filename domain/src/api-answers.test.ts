import { describe, expect, it } from 'vitest';
import { API_ANSWERS } from './api-answers';
import { ANSWERS as CONTENT } from './api-answers/content';
import { ANSWERS as LIVE } from './api-answers/live';
import { ANSWERS as MAP } from './api-answers/map';
import { ANSWERS as NOTICES } from './api-answers/notices';
import { ANSWERS as SERVICE } from './api-answers/service';
import { ANSWERS as TRANSPORT } from './api-answers/transport';
import { API_PATHS } from './api-paths';

const AREAS = { CONTENT, LIVE, MAP, NOTICES, SERVICE, TRANSPORT };

describe("the answers' areas", () => {
  it('hold every call of the API once, in one area only', () => {
    const held = Object.values(AREAS).flatMap((area) => Object.keys(area));
    expect(held.toSorted()).toEqual(Object.keys(API_PATHS).toSorted());
  });

  it("make the one table the server declares, each call's answers its area's", () => {
    for (const area of Object.values(AREAS))
      for (const [name, answers] of Object.entries(area))
        expect(API_ANSWERS[name as keyof typeof API_ANSWERS]).toBe(answers);
  });
});
