import { describe, expect, it } from 'vitest';
import { API_PATHS } from './api-paths';
import { MEMBER_API_PATHS, memberApiPath, memberApiRoute } from './member-api-paths';

describe('member API paths', () => {
  it('puts the current language where the spec writes zh-tw', () => {
    expect(memberApiPath('addCollection', 'en')).toBe('/en/Member/addCollectionPWA');
    expect(memberApiPath('tourAdaptation', 'ja')).toBe('/ja/Trip/pwaadaptation');
    expect(memberApiRoute('memberTrips')).toBe('/:lang/Member/trips');
  });

  it('shares neither a name nor a path with the content and service calls', () => {
    const contentPaths = new Set<string>(Object.values(API_PATHS));
    for (const [name, path] of Object.entries(MEMBER_API_PATHS)) {
      expect(Object.hasOwn(API_PATHS, name), name).toBe(false);
      expect(contentPaths.has(path), path).toBe(false);
    }
  });
});
