import { QueryClientProvider, type QueryClient } from '@/lib/query';
import { act, cleanup, configure, render, waitFor } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { langOfRoute, type UiLang } from '@ecg/domain/rules/language';
import { AppRoutes } from '@/app/router';
import { readNoticeIds } from '@/widgets/notices/read-notices';
import { appI18n, loadContentStrings, startI18n } from '@/lib/i18n';
import { createQueryClient } from '@/lib/query-client';

/*
 * The web's screen tests (docs/testing.md): the whole app, its router, query client
 * and strings, rendered in happy-dom against the real server (server/test/screens-server.ts,
 * seeded and answering the recorded samples), so what a screen shows from its data is checked
 * in milliseconds, in every language, without a browser. Layout, the service worker, the map
 * and journeys stay end to end.
 */

// The waits are on conditions; the bound only decides how long a hang takes to be called (a
// screen's first chunk import takes seconds on a busy machine).
configure({ asyncUtilTimeout: 20_000 });

/** What a test answers in the server's place: a response, or a call that never arrives. */
/** A message in the language the app shows, as a screen test expects to find it. */
export const t = (key: string, values: Record<string, unknown> = {}) => appI18n.t(key, values);

/** `body`: what the call sent, read as JSON (a POST's), so a stand-in can answer by it. */
export type StandIn = (
  url: URL,
  body: unknown,
) => Response | 'unreachable' | Promise<Response | 'unreachable'>;

const happyDOM = (
  window as unknown as { happyDOM: { setURL(url: string): void; abort(): Promise<void> } }
).happyDOM;
const appAddress = `${inject('screensOrigin')}/pwa/`;
// The page is the app's, at the server's origin, from the start: its calls are same-origin.
happyDOM.setURL(appAddress);

const standIns: { pattern: RegExp; answer: StandIn }[] = [];
const serverFetch = window.fetch.bind(window);

/** Calls whose path and query match `pattern` get `answer` instead of the server's. */
export function standIn(pattern: RegExp, answer: StandIn): void {
  standIns.unshift({ pattern, answer });
}

/** The server answers again every call `pattern` stood in for. */
export function withdrawStandIn(pattern: RegExp): void {
  for (let index = standIns.length - 1; index >= 0; index -= 1) {
    if (standIns[index]?.pattern.source === pattern.source) standIns.splice(index, 1);
  }
}

/** A JSON answer, as the server would send it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

let callsUnderWay = 0;

async function serverCall(input: RequestInfo | URL, init: RequestInit): Promise<Response> {
  callsUnderWay += 1;
  try {
    const response = await serverFetch(input, init);
    // The body too: a call is done once it is read.
    return new Response(await response.arrayBuffer(), response);
  } finally {
    callsUnderWay -= 1;
  }
}

/**
 * A call the screen gives up on (a query cancelled as the visitor moves on) fails for the screen
 * as in a browser, but runs to its end underneath: cut, its socket would be torn down under
 * happy-dom, which reports it as an error of whichever test runs then.
 */
function fromServer(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const { signal, ...rest } = init;
  const call = serverCall(input, rest);
  if (!signal) return call;
  return new Promise((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
    if (signal.aborted) abort();
    signal.addEventListener('abort', abort, { once: true });
    call.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

function sentBody(body: BodyInit | null | undefined): unknown {
  if (typeof body !== 'string') return undefined;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return body;
  }
}

async function answered(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input), window.location.href);
  const found = standIns.find(({ pattern }) => pattern.test(url.pathname + url.search));
  if (!found) return fromServer(input, init);
  const answer = await found.answer(url, sentBody(init?.body));
  if (answer === 'unreachable') throw new TypeError('Failed to fetch');
  return answer;
}

/** The scenic area's default point (requirements §9), where the end-to-end visitor stands too. */
export const DEFAULT_POSITION = { latitude: 23.020216835184925, longitude: 121.32502856654718 };

/**
 * Where the phone says the visitor is: at `position`, refused as a browser refuses it (with the
 * error's codes), or never answered (still looking).
 */
export function allowPosition(position: typeof DEFAULT_POSITION | 'refused' | 'never'): void {
  const answer = (
    ok: (found: { coords: GeolocationCoordinates; timestamp: number }) => void,
    fail?: (
      error: Pick<GeolocationPositionError, 'code' | 'message' | 'PERMISSION_DENIED'>,
    ) => void,
  ) => {
    if (position === 'refused') fail?.({ code: 1, message: 'denied', PERMISSION_DENIED: 1 });
    else if (position !== 'never') {
      const coords = { ...position, accuracy: 20 } as GeolocationCoordinates;
      ok({ coords, timestamp: Date.now() });
    }
    return 1;
  };
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition: answer, watchPosition: answer, clearWatch: () => undefined },
  });
}

/**
 * Every notice the server has is read, as by a visitor who has seen them (the warning pop-up, a
 * modal, would otherwise be in the way), or none is, as on a first visit. Set through the app's
 * own store, which holds the ids in memory as well as in storage, so no test inherits another's.
 */
async function setNoticesRead(read: boolean): Promise<void> {
  if (!read) {
    readNoticeIds.set([]);
    return;
  }
  const response = await serverFetch('/zh-tw/opendata/notices?type=messages', {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
  });
  const answer = (await response.json()) as { data: { id: number | string }[] };
  readNoticeIds.set(answer.data.map((notice) => String(notice.id)));
}

async function readIn(lang: UiLang): Promise<void> {
  await startI18n(lang);
  await loadContentStrings();
}

export interface OpenOptions {
  /** The interface's language, when it is not the address's (zh-cn, ko). */
  uiLang?: UiLang;
  /** Whether the visitor has read every notice: true unless a test says otherwise. */
  noticesRead?: boolean;
  /** The app's query client, when a test looks into its cache. */
  queryClient?: QueryClient;
}

/** Opens the app at `path` (the part after `#`), as a visitor who typed the address. */
export async function openApp(path: string, options: OpenOptions = {}): Promise<void> {
  happyDOM.setURL(`${appAddress}#${path}`);
  await setNoticesRead(options.noticesRead ?? true);
  await readIn(options.uiLang ?? langOfRoute(path));
  render(
    <QueryClientProvider client={options.queryClient ?? createQueryClient()}>
      <AppRoutes />
    </QueryClientProvider>,
  );
}

/** Follows a link or types an address within the app: the router hears of it as in a browser. */
export function goTo(path: string): void {
  act(() => {
    window.location.hash = path;
    // A browser fires popstate on a hash change; happy-dom does not.
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  });
}

beforeEach(() => {
  allowPosition(DEFAULT_POSITION);
  // A first visit's empty browser storage, where forms keep what waits to be sent; happy-dom
  // has none of its own.
  window.indexedDB = new IDBFactory();
});

afterEach(async () => {
  // A call still under way (a screen's background query) is let finish: cut by the unmount,
  // its socket would be torn down in the middle.
  await waitFor(() => expect(callsUnderWay).toBe(0));
  cleanup();
  await happyDOM.abort();
  standIns.length = 0;
  localStorage.clear();
  sessionStorage.clear();
});

window.fetch = answered;
globalThis.fetch = answered;
