import { API_ANSWERS, FACILITY_ANSWERS } from '@ecg/domain/api-answers';
import { describe, expect, it } from 'vitest';
import { toiletAnswer } from './bench-map.mjs';
import { listAnswer } from './list-fixture.mjs';

// The benchmarks answer the app's calls with made-up fixtures (docs/performance.md, `npm run
// bench:web`); the app reads every answer by its call's contract (docs/architecture.md, The
// client edge), so a fixture the contract refuses would leave the list or the map empty and the
// benchmark measuring nothing.
describe("the benchmarks' fixtures", () => {
  it("answer the attractions' pages as the list call's contract reads them", () => {
    for (const page of [1, 2, 40]) {
      const answer = listAnswer(`http://bench/?page=${page}&pageSize=50`, 2000);
      expect(API_ANSWERS.attractions.GET.safeParse(answer).error).toBeUndefined();
    }
  });

  it('answer the map layer as the facility call reads it', () => {
    expect(FACILITY_ANSWERS.toilet.GET.safeParse(toiletAnswer(5000)).error).toBeUndefined();
  });
});
