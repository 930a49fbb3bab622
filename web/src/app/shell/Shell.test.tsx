import { QueryClientProvider } from '@/lib/query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryHistory, Route, Router, Routes } from '@/lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NOTICE_POLL_INTERVAL_MS } from '@ecg/domain/rules/notices';
import { answerContracts } from '@/lib/api/answers';
import { readNoticeIds } from '@/widgets/notices/read-notices';
import { createQueryClient } from '@/lib/query-client';
import { noticesQuery, type FetchedNotices } from '@/widgets/notices/get-notices';
import { Shell } from './Shell';

vi.mock('@/lib/i18n', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  useTranslation: () => ({ t: (key: string) => key, i18n: { language: 'en' } }),
}));

interface Published {
  id: number;
  type: number;
  title: string;
}

/** What the server publishes now: the test adds to it as an operator would. */
let published: Published[];

const notice = (id: number, type: number, title: string): Published => ({ id, type, title });

function answer(url: string) {
  const body = url.includes('/opendata/notices')
    ? {
        success: true,
        data: published.map((one) => ({
          ...one,
          datetime: '2026-08-14 10:00:00',
          update_time: '2026-08-14 10:00:00',
          description: '',
          content: `${one.title}.`,
          content_title: '',
          link: [],
        })),
      }
    : { success: true, data: [] };
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

function start(client = createQueryClient()) {
  const history = createMemoryHistory({ initialEntries: ['/en/'] });
  render(
    <QueryClientProvider client={client}>
      <Router history={history}>
        <Routes>
          <Route path="/:lang" element={<Shell />}>
            <Route index element={<p>home</p>} />
          </Route>
        </Routes>
      </Router>
    </QueryClientProvider>,
  );
  return history;
}

/** Lets the app's time run a moment at a time, as a busy phone would, until `shown` holds. */
async function until(shown: () => boolean) {
  for (let turn = 0; turn < 100 && !shown(); turn += 1) {
    await act(() => vi.advanceTimersByTimeAsync(100));
    // A turn of the real event loop too, for what arrives from outside the page's timers.
    await new Promise((resolve) => setImmediate(resolve));
  }
  expect(shown()).toBe(true);
}

const openDialogs = () => document.querySelectorAll('dialog[open]');
const dialogNamed = (title: string) => screen.queryByRole('dialog', { name: title });
const redDot = () => screen.queryByRole('img', { name: 'notices.hasUnread' });

/** The app leaves the screen and comes back, as when the visitor switches apps. */
function leaveAndReturn() {
  for (const state of ['hidden', 'visible'] as const) {
    Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
    Object.defineProperty(document, 'hidden', { value: state === 'hidden', configurable: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    });
  }
}

/** The phone answers at once: in Hualien (Hualien Station's side of town), or refused. */
function phoneThatAnswers(allowed: boolean) {
  const answer = (success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (allowed) {
      success({
        coords: { latitude: 23.9769, longitude: 121.6044, accuracy: 10 },
        timestamp: Date.now(),
      } as unknown as GeolocationPosition);
    } else {
      failure?.({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    }
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: answer, watchPosition: answer, clearWatch: () => undefined },
  });
}

beforeEach(async () => {
  phoneThatAnswers(true);
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string) => Promise.resolve(answer(url))),
  );
  // The dialogs' chunks and the answers' contracts are in the module cache, as after their
  // first download.
  await import('@/widgets/notices/NoticePopup');
  await import('./Menu');
  await answerContracts('notices');
  window.localStorage.clear();
  published = [notice(1, 1, 'Ferry timetable'), notice(2, 2, 'Typhoon season')];
  // Every notice was read on an earlier visit.
  readNoticeIds.set(['1', '2']);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('a warning published while the app is open (requirements §4)', () => {
  it('pops up within the poll, read, and Back closes it where it was', async () => {
    const router = start();
    await until(() => vi.mocked(fetch).mock.calls.length > 0);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(openDialogs()).toHaveLength(0);

    published = [notice(3, 2, 'Donghe bridge closed'), ...published];
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS));
    await until(() => dialogNamed('Donghe bridge closed') !== null);
    expect(openDialogs()).toHaveLength(1);
    expect(readNoticeIds.get()).toContain('3');
    expect(redDot()).toBeNull();

    act(() => router.go(-1));
    await until(() => dialogNamed('Donghe bridge closed') === null);
    expect(router.read().location.pathname).toBe('/en/');
    expect(openDialogs()).toHaveLength(0);
  });

  it('pops up at once when the app comes back, after one closed earlier', async () => {
    start();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    published = [notice(3, 2, 'Donghe bridge closed'), ...published];
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS));
    await until(() => dialogNamed('Donghe bridge closed') !== null);
    fireEvent.click(screen.getByRole('button', { name: 'dialog.close' }));
    await until(() => openDialogs().length === 0);

    published = [notice(4, 2, 'Sanxiantai car park shut'), ...published];
    leaveAndReturn();
    await until(() => dialogNamed('Sanxiantai car park shut') !== null);
    expect(openDialogs()).toHaveLength(1);
  });
});

describe('a warning a later answer brings waits for what is open, never lost', () => {
  it('pops up after the first visit’s warning was closed', async () => {
    readNoticeIds.set([]);
    start();
    await until(() => dialogNamed('Typhoon season') !== null);
    fireEvent.click(screen.getByRole('button', { name: 'dialog.close' }));
    await until(() => openDialogs().length === 0);
    published = [notice(3, 2, 'Donghe bridge closed'), ...published];
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS));
    await until(() => dialogNamed('Donghe bridge closed') !== null);
  });

  it('waits for the menu to close', async () => {
    start();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    fireEvent.click(screen.getByRole('button', { name: 'menu.open' }));
    await until(() => openDialogs().length === 1);
    published = [notice(3, 2, 'Donghe bridge closed'), ...published];
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(dialogNamed('Donghe bridge closed')).toBeNull();
    fireEvent.click(screen.getAllByRole('button', { name: 'dialog.close' })[0]!);
    await until(() => dialogNamed('Donghe bridge closed') !== null);
  });

  it('waits its turn behind the warning on screen', async () => {
    start();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    published = [notice(3, 2, 'Donghe bridge closed'), ...published];
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS));
    await until(() => dialogNamed('Donghe bridge closed') !== null);
    published = [notice(4, 2, 'Sanxiantai car park shut'), ...published];
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS));
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(dialogNamed('Donghe bridge closed')).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'dialog.close' }));
    await until(() => dialogNamed('Sanxiantai car park shut') !== null);
  });

  it('pops up at each poll that brings one, each closed by Back', async () => {
    const router = start();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    for (const id of [3, 4, 5]) {
      published = [notice(id, 2, `Rockfall ${id}`), ...published];
      await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS));
      await until(() => dialogNamed(`Rockfall ${id}`) !== null);
      act(() => router.go(-1));
      await until(() => openDialogs().length === 0);
    }
  });
});

describe('a first visit opens one dialog unasked, never two (requirements §2, §4)', () => {
  const IPHONE =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

  beforeEach(async () => {
    // A first visit: nothing read, nothing snoozed; the hints' chunks as after their download.
    readNoticeIds.set([]);
    await import('@/features/location/LocationHints');
    await import('./IosHint');
  });

  afterEach(() => {
    Reflect.deleteProperty(navigator, 'userAgent');
  });

  it('the warning alone, and no location hint after it', async () => {
    phoneThatAnswers(false);
    start();
    await until(() => dialogNamed('Typhoon season') !== null);
    expect(openDialogs()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'dialog.close' }));
    await until(() => openDialogs().length === 0);
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS));
    expect(openDialogs()).toHaveLength(0);
  });

  it('the next visit, its answer saved as the warning popped up, opens the location hint', async () => {
    // The earlier visit's answer as the device kept it, as recent as this visit's start (a
    // clock held still): its decision was that visit's, the warning since read.
    const client = createQueryClient();
    const earlier: FetchedNotices = {
      notices: ((await answer('/opendata/notices').json()) as { data: FetchedNotices['notices'] })
        .data,
      popupId: 2,
      fetch: 'an-earlier-visit:1',
    };
    client.setQueryData(noticesQuery('en').queryKey, earlier);
    readNoticeIds.set(['2']);
    phoneThatAnswers(false);
    start(client);
    await until(() => dialogNamed('location.title') !== null);
    expect(openDialogs()).toHaveLength(1);
  });

  it('on an iPhone with the location refused, the location hint alone, no iOS hint after', async () => {
    published = [notice(1, 1, 'Ferry timetable')];
    Object.defineProperty(navigator, 'userAgent', { value: IPHONE, configurable: true });
    phoneThatAnswers(false);
    start();
    await until(() => dialogNamed('location.title') !== null);
    expect(openDialogs()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'location.ok' }));
    await until(() => openDialogs().length === 0);
    await act(() => vi.advanceTimersByTimeAsync(NOTICE_POLL_INTERVAL_MS));
    expect(openDialogs()).toHaveLength(0);
  });

  it('on an iPhone with the location allowed, the iOS hint alone', async () => {
    published = [notice(1, 1, 'Ferry timetable')];
    Object.defineProperty(navigator, 'userAgent', { value: IPHONE, configurable: true });
    start();
    await until(() => dialogNamed('hints.iosTitle') !== null);
    expect(openDialogs()).toHaveLength(1);
  });
});
