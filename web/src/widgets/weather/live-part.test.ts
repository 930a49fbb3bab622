import { describe, expect, it } from 'vitest';
import type { LiveMeta } from '@ecg/domain/contracts';
import { livePartOf } from './live-part';

const meta = (stale: boolean): LiveMeta => ({
  source: 'upstream',
  provider: 'CWA',
  fetchedAt: '2026-11-21 09:00:00',
  stale,
});
const answer = (stale = false) => ({ success: true, meta: meta(stale) });

describe('livePartOf: what a condition shows, and whether it is kept (not current)', () => {
  it.each([
    ['nothing yet', {}, false, 'loading', undefined],
    ['the call failed with nothing kept', { isError: true }, false, 'unavailable', undefined],
    ['a fresh answer', { data: answer() }, false, 'ready', false],
    ['an answer the server marks stale', { data: answer(true) }, false, 'ready', true],
    [
      'the last answer after asking again failed',
      { data: answer(), isError: true, isRefetchError: true },
      false,
      'ready',
      true,
    ],
    ['offline, past its freshness', { data: answer(), isStale: true }, true, 'ready', true],
    ['offline, still fresh', { data: answer() }, true, 'ready', false],
    [
      'online, past its freshness (being asked again)',
      { data: answer(), isStale: true },
      false,
      'ready',
      false,
    ],
  ] as const)('%s', (_case, query, offline, status, kept) => {
    const part = livePartOf(
      { data: undefined, isError: false, isRefetchError: false, isStale: false, ...query },
      offline,
    );
    expect(part.status).toBe(status);
    expect(part.status === 'ready' ? part.kept : undefined).toBe(kept);
  });
});
