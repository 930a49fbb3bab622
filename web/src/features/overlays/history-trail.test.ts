import { describe, expect, it } from 'vitest';
import { followEntry, type HistoryEntry, type Trails } from './history-trail';

const known: Trails = new Map([['tour', { address: '/en/', steps: 1 }]]);
const entry = (
  type: HistoryEntry['type'],
  address: string,
  from: string | undefined,
  key = 'next',
): HistoryEntry => ({ key, type, address, from });

describe('followEntry', () => {
  it.each<[string, Trails, string | undefined, HistoryEntry, unknown]>([
    [
      'a link followed from a page came from it, one step back',
      new Map(),
      'home',
      entry('PUSH', '/en/?tour=3', '/en/'),
      { address: '/en/', steps: 1 },
    ],
    [
      'a tour stop opened from the tour came from the tour',
      known,
      'tour',
      entry('PUSH', '/en/?attraction=8', '/en/?tour=3'),
      { address: '/en/?tour=3', steps: 1 },
    ],
    [
      'a picture opened over the page came from where the page came from, a step further',
      known,
      'tour',
      entry('PUSH', '/en/?tour=3', '/en/?tour=3'),
      { address: '/en/', steps: 2 },
    ],
    [
      'a picture over a shared link knows nothing',
      new Map(),
      'tour',
      entry('PUSH', '/en/?tour=3', '/en/?tour=3'),
      undefined,
    ],
    [
      'a redirect keeps what the replaced entry knew',
      known,
      'tour',
      entry('REPLACE', '/en/?tour=3&pid=2', '/en/?tour=3'),
      { address: '/en/', steps: 1 },
    ],
    [
      'a shared link (the first entry) knows nothing',
      new Map(),
      undefined,
      entry('POP', '/en/?tour=3', undefined),
      undefined,
    ],
    [
      'Back to a known entry finds it known',
      known,
      'next',
      entry('POP', '/en/?tour=3', '/en/?attraction=8', 'tour'),
      { address: '/en/', steps: 1 },
    ],
    [
      'Back to an address typed over the app (no router state: key "default") knows nothing',
      new Map([['stop', { address: '/en/?tour=3', steps: 1 }]]),
      'stop',
      entry('POP', '/en/?tour=3', '/en/?attraction=8', 'default'),
      undefined,
    ],
    [
      'Back to an entry from before a reload knows nothing',
      known,
      'tour',
      entry('POP', '/en/search/', '/en/?tour=3', 'older'),
      undefined,
    ],
  ])('%s', (_case, trails, previousKey, next, expected) => {
    expect(followEntry(trails, previousKey, next).get(next.key)).toEqual(expected);
  });

  it('leaves the trails it was given as they were', () => {
    const trails: Trails = new Map();
    followEntry(trails, 'home', entry('PUSH', '/en/?tour=3', '/en/'));
    expect(trails.size).toBe(0);
  });
});
