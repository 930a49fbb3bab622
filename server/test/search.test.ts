import { describe, expect, it } from 'vitest';
import { searchForms } from '../src/store/content/search';

describe('searchForms', () => {
  it.each([
    ['绿岛', ['绿岛', '綠島']],
    ['綠岛', ['綠岛', '綠島']],
    ['头发', ['头发', '頭髮']],
    ['知本温泉', ['知本温泉', '知本溫泉']],
    ['台东', ['台东', '臺東', '台東']],
    ['三仙台', ['三仙台', '三仙臺']],
    ['綠島', ['綠島']],
    ['溫泉', ['溫泉']],
    ['Green', ['Green']],
    ['B&B', ['B&B']],
    ['緑島', ['緑島']],
  ])('%s is looked for as %j', (word, forms) => {
    expect(searchForms(word)).toEqual(forms);
  });
});
