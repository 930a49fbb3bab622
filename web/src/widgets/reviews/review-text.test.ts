import { describe, expect, it } from 'vitest';
import { lastVisitMonths, meanText, visitMonthText } from './review-text';

describe('review texts', () => {
  it.each([
    [4.25, '4.3'],
    [5, '5.0'],
    [3.04, '3.0'],
  ])('writes the mean %s as %s', (mean, text) => expect(meanText(mean)).toBe(text));

  it('writes a visit month in the reader’s language', () => {
    expect(visitMonthText('2026-11', 'en')).toBe('November 2026');
    expect(visitMonthText('2026-03', 'zh-tw')).toBe('2026年3月');
  });

  it('offers the months by Taipei’s calendar, newest first', () => {
    // 16:30 UTC on 31 October is already 1 November in Taipei.
    const months = lastVisitMonths(Date.UTC(2026, 9, 31, 16, 30), 24);
    expect(months).toHaveLength(24);
    expect(months.slice(0, 3)).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(months.at(-1)).toBe('2024-12');
  });
});
