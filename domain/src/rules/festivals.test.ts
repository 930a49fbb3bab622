import { describe, expect, it } from 'vitest';
import {
  isInQuarter,
  monthsOf,
  monthsOfQuarter,
  monthsUntil,
  quarterOfMonth,
  type UsualMonths,
} from './festivals';

const span = (from: number, to: number): UsualMonths => ({ from, to });

describe('monthsOf', () => {
  it.each([
    [span(7, 8), [7, 8]],
    [span(12, 12), [12]],
    [span(1, 1), [1]],
    [span(10, 11), [10, 11]],
    [span(12, 1), [12, 1]],
    [span(11, 2), [11, 12, 1, 2]],
  ])('%j → %j', (input, expected) => {
    expect(monthsOf(input)).toEqual(expected);
  });
});

describe('quarterOfMonth', () => {
  it.each([
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [9, 3],
    [10, 4],
    [12, 4],
  ])('month %i is in quarter %i', (month, quarter) => {
    expect(quarterOfMonth(month)).toBe(quarter);
  });
});

describe('monthsOfQuarter', () => {
  it.each([
    [1, [1, 2, 3]],
    [2, [4, 5, 6]],
    [3, [7, 8, 9]],
    [4, [10, 11, 12]],
  ])('quarter %i holds months %j, each in it by quarterOfMonth', (quarter, months) => {
    expect(monthsOfQuarter(quarter)).toEqual(months);
    expect(months.every((month) => quarterOfMonth(month) === quarter)).toBe(true);
  });
});

describe('isInQuarter', () => {
  it.each([
    [span(7, 8), 3, true],
    [span(7, 8), 4, false],
    [span(2, 3), 1, true],
    [span(2, 3), 2, false],
    [span(3, 4), 1, true],
    [span(3, 4), 2, true],
    [span(12, 1), 4, true],
    [span(12, 1), 1, true],
    [span(12, 1), 2, false],
  ])('%j in quarter %i: %s', (input, quarter, expected) => {
    expect(isInQuarter(input, quarter)).toBe(expected);
  });
});

describe('monthsUntil', () => {
  it.each([
    [span(10, 11), 11, 0],
    [span(10, 11), 10, 0],
    [span(12, 12), 11, 1],
    [span(1, 1), 11, 2],
    [span(7, 8), 11, 8],
    [span(7, 8), 9, 10],
    [span(12, 1), 1, 0],
    [span(12, 1), 2, 10],
  ])('%j from month %i: %i', (input, month, expected) => {
    expect(monthsUntil(input, month)).toBe(expected);
  });
});
