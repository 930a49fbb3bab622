import { describe, expect, it } from 'vitest';
import { romanisedAddressLine } from './romanised-address';

describe('romanisedAddressLine (requirements §5, docs/glossary.md)', () => {
  it.each([
    [
      'a township of Hualien',
      { enName: 'Shoufeng Township', countyEn: 'Hualien County' },
      974,
      'Shoufeng Township, Hualien County 974, Taiwan',
    ],
    [
      'a county seat',
      { enName: 'Taitung City', countyEn: 'Taitung County' },
      950,
      'Taitung City, Taitung County 950, Taiwan',
    ],
    [
      'no postal code',
      { enName: 'Ludao Township', countyEn: 'Taitung County' },
      undefined,
      'Ludao Township, Taitung County, Taiwan',
    ],
    ['no county', { enName: 'Lanyu Township' }, 952, 'Lanyu Township 952, Taiwan'],
    ['no English name: nothing is made up', { countyEn: 'Hualien County' }, 970, undefined],
    ['a blank English name', { enName: ' ', countyEn: 'Hualien County' }, 970, undefined],
    ['no township', undefined, 970, undefined],
  ])('%s', (_case, township, zipcode, line) => {
    expect(romanisedAddressLine(township, zipcode)).toBe(line);
  });
});
