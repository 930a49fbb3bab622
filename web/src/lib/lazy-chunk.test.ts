import { describe, expect, it } from 'vitest';
import { ChunkLoadError, loadChunk } from './lazy-chunk';

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk(async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it.each([
    [new TypeError('Failed to fetch dynamically imported module: /pwa/assets/x.js'), 'missing'],
    [new Error('boom'), 'other'],
  ])('names a failure %s as %s', async (error, type) => {
    const failure = await loadChunk(() => Promise.reject(error)).catch((caught: unknown) => caught);
    expect(failure).toBeInstanceOf(ChunkLoadError);
    expect((failure as ChunkLoadError).type).toBe(type);
    expect((failure as Error).message).toBe(`Loading chunk failed (${type})`);
  });

  it('gives up after its timeout', async () => {
    const failure = await loadChunk(() => new Promise(() => undefined), 10).catch(
      (caught: unknown) => caught,
    );
    expect((failure as ChunkLoadError).type).toBe('timeout');
  });
});
