import { describe, expect, it } from 'vitest';
import { returnPath, signInPath } from './sign-in-return';

describe('returnPath', () => {
  it('follows a path of the app, with its query', () => {
    expect(returnPath('/en/guide/tour?tour=5&adapt=1')).toBe('/en/guide/tour?tour=5&adapt=1');
  });

  it('is what the sign-in link carries', () => {
    const link = signInPath('en', '/en/?tour=2&adapt=1');
    expect(link).toBe('/en/member?return=%2Fen%2F%3Ftour%3D2%26adapt%3D1');
    expect(returnPath(new URLSearchParams(link.split('?')[1]).get('return'))).toBe(
      '/en/?tour=2&adapt=1',
    );
  });

  it('follows nothing else', () => {
    for (const value of [
      null,
      '',
      'en/guide',
      '//evil.example/x',
      '/\\evil.example',
      'https://evil.example/',
      '/x?y=javascript:alert(1)',
      `/${'a'.repeat(600)}`,
    ]) {
      expect(returnPath(value)).toBeUndefined();
    }
  });
});
