import { describe, expect, it } from 'vitest';
import { campaignDay } from './campaign-days';

describe('campaignDay', () => {
  it.each([
    ['2026-12-01', 'en', 'December 1, 2026'],
    ['2026-12-31', 'zh-tw', '2026年12月31日'],
    ['2027-01-01', 'ja', '2027年1月1日'],
  ])('%s in %s → %s', (date, language, said) => {
    expect(campaignDay(date, language)).toBe(said);
  });
});
