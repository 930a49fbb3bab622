import { afterEach, describe, expect, it } from 'vitest';
import { COOKIE_FLAGS, startAnalytics } from './analytics';

type Recorded = IArguments | unknown[];
const w = window as Window & { dataLayer?: Recorded[]; gtag?: unknown };

afterEach(() => {
  delete w.dataLayer;
  delete w.gtag;
  for (const script of document.head.querySelectorAll('script')) script.remove();
});

const calls = () => (w.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('startAnalytics', () => {
  it('loads nothing and sends nothing without a property', () => {
    startAnalytics({ ids: [], staging: false, paused: () => false })({ title: 'x', path: '/x' });
    expect(document.head.querySelector('script')).toBeNull();
    expect(w.dataLayer).toBeUndefined();
  });

  it('sends nothing from a staging build', () => {
    startAnalytics({ ids: ['G-A'], staging: true, paused: () => false })({ title: 'x', path: '/' });
    expect(w.dataLayer).toBeUndefined();
  });

  it('sends each page view to both properties with secure same-site-lax cookies', () => {
    const track = startAnalytics({ ids: ['G-A', 'G-B'], staging: false, paused: () => false });
    track({ title: 'Home', path: '/zh-tw/' });
    const recorded = calls();
    expect(recorded).toContainEqual([
      'config',
      'G-A',
      { send_page_view: false, cookie_flags: COOKIE_FLAGS },
    ]);
    expect(recorded).toContainEqual([
      'config',
      'G-B',
      { send_page_view: false, cookie_flags: COOKIE_FLAGS },
    ]);
    for (const id of ['G-A', 'G-B']) {
      expect(recorded).toContainEqual([
        'event',
        'page_view',
        { page_title: 'Home', page_path: '/zh-tw/', send_to: id },
      ]);
    }
    expect(document.head.querySelector('script')?.getAttribute('src')).toContain('id=G-A');
  });

  it('sends nothing while paused', () => {
    let paused = true;
    const track = startAnalytics({ ids: ['G-A'], staging: false, paused: () => paused });
    track({ title: 'A', path: '/a' });
    paused = false;
    track({ title: 'B', path: '/b' });
    const views = calls().filter((call) => call[1] === 'page_view');
    expect(views).toEqual([
      ['event', 'page_view', { page_title: 'B', page_path: '/b', send_to: 'G-A' }],
    ]);
  });
});
