import { createRequire } from 'node:module';
import { useSyncExternalStore as react } from 'react';
import { describe, expect, it } from 'vitest';
import { useSyncExternalStore } from './use-sync-external-store';

// The package has no types; what it exports is the question here.
const packaged = createRequire(import.meta.url)('use-sync-external-store/shim') as {
  useSyncExternalStore: unknown;
};

describe('the useSyncExternalStore the build puts in place of the shim', () => {
  it("is React's own hook, which the package's shim also returns on this React", () => {
    expect(useSyncExternalStore).toBe(react);
    expect(packaged.useSyncExternalStore).toBe(react);
  });
});
