import { describe, expect, it } from 'vitest';
import { API_PATHS, apiPath, apiRoute, staticApiPagePath } from './api-paths';

describe('API paths', () => {
  it('puts the current language where the spec writes zh-tw', () => {
    expect(apiPath('attractions', 'ja')).toBe('/ja/opendata/attractions');
    expect(apiPath('greenIslandPage', 'en')).toBe('/greenisland/en/opendata/staticpage');
  });

  it('turns each path into a server route with the language as a parameter', () => {
    expect(apiRoute('tours')).toBe('/:lang/opendata/tours');
    expect(apiRoute('greenIslandPage')).toBe('/greenisland/:lang/opendata/staticpage');
    for (const name of Object.keys(API_PATHS) as (keyof typeof API_PATHS)[]) {
      expect(apiRoute(name)).toContain('/:lang/');
    }
  });

  it('names a static page file by page and language', () => {
    expect(staticApiPagePath('emergency', 'en')).toBe('/static-api/page/emergency-en.json');
  });
});
