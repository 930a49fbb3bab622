import { describe, expect, it } from 'vitest';
import {
  bayesianScore,
  meanRating,
  newReviewStatus,
  ratingLabelOf,
  statusAfterReport,
  visitMonthAllowed,
} from './reviews';

// 2026-11-30 23:30 in Taipei (15:30 UTC).
const NOW = Date.UTC(2026, 10, 30, 15, 30);

describe('reviews', () => {
  it.each([
    [5, 'excellent'],
    [4, 'veryGood'],
    [3, 'average'],
    [2, 'poor'],
    [1, 'terrible'],
  ] as const)('labels a rating of %i as %s', (rating, label) => {
    expect(ratingLabelOf(rating)).toBe(label);
  });

  it.each([
    [0, 'held'],
    [1, 'held'],
    [2, 'shown'],
    [9, 'shown'],
  ] as const)('a member with %i approved reviews writes one that is %s', (approved, status) => {
    expect(newReviewStatus(approved)).toBe(status);
  });

  it.each([
    ['shown', 2, 'shown'],
    ['shown', 3, 'hidden'],
    ['held', 5, 'held'],
    ['rejected', 3, 'rejected'],
    ['hidden', 4, 'hidden'],
  ] as const)('a %s review with %i reporters is %s', (status, reporters, after) => {
    expect(statusAfterReport(status, reporters)).toBe(after);
  });

  it('pulls few reviews towards the kind mean, so many good beat one perfect', () => {
    const one = bayesianScore(5, 1, 3.5);
    const forty = bayesianScore(4.8 * 40, 40, 3.5);
    expect(one).toBeCloseTo(3.75);
    expect(forty).toBeGreaterThan(one);
    expect(bayesianScore(0, 0, 3.5)).toBe(3.5);
  });

  it('means to one decimal, none without reviews', () => {
    expect(meanRating(14, 3)).toBe(4.7);
    expect(meanRating(0, 0)).toBeUndefined();
  });

  it.each([
    ['2026-11', true],
    ['2026-12', false],
    ['2016-11', true],
    ['2016-10', false],
    ['2026-13', false],
    ['26-11', false],
  ])('a visit in %s may be told: %s', (month, allowed) => {
    expect(visitMonthAllowed(month, NOW)).toBe(allowed);
  });

  it('counts the month in Taipei: on Dec 1 at 00:30 Taipei, December may be told', () => {
    expect(visitMonthAllowed('2026-12', Date.UTC(2026, 10, 30, 16, 30))).toBe(true);
  });
});
