import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { samplesDir } from './helper';

export const GOOD_KEY = 'CWA-TEST-KEY';

/** A dataset's sample, as CWA answers it: `{success, records}` or `{Success, Records}` (REST), or `{cwaopendata}` (file API). */
export const cwaSample = (dataset: string) =>
  JSON.parse(readFileSync(path.join(samplesDir, 'cwa', `${dataset}.json`), 'utf8')) as Record<
    string,
    unknown
  >;

/** The path of the file API on the stand-in: `fileBaseUrl` is `${baseUrl}${FILE_API_PATH}`. */
export const FILE_API_PATH = 'fileapi/';

/**
 * How the stand-in answers: as CWA does (`answer`; `capitalised` or `lowercase`, a REST answer in
 * the casing other datasets use), a gateway error (`down`), not at all until released (`hang`), a forecast that never ends
 * (`endless`), headers then nothing more (`stall`), a dropped connection (`drop`), or a
 * plain-text page that repeats the request's address, key included, as a misconfigured proxy
 * would (`echo`).
 */
export type CwaMode =
  'answer' | 'capitalised' | 'lowercase' | 'down' | 'hang' | 'endless' | 'stall' | 'drop' | 'echo';

/** One location of a forecast, repeated to make an answer as long as a test needs. */
const ENDLESS_CHUNK = Buffer.from(
  JSON.stringify({ LocationName: '花蓮市', WeatherElement: [] }).concat(',').repeat(500),
);

/** Writes locations for as long as the reader takes them, and counts what it sent. */
function sendEndlessForecast(response: ServerResponse, sent: { bytes: number }) {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.write('{"success":"true","records":{"Locations":[{"Location":[');
  const more = () => {
    while (!response.destroyed && response.write(ENDLESS_CHUNK)) sent.bytes += ENDLESS_CHUNK.length;
    if (!response.destroyed) sent.bytes += ENDLESS_CHUNK.length;
  };
  response.on('drain', more);
  more();
}

/** A change a test makes to every document served, as a later observation would differ. */
export type CwaRewrite = (document: CwaDocument) => CwaDocument;
type CwaDocument = ReturnType<typeof cwaSample>;

/** The dataset the address asks for, as CWA answers it. */
function answer(url: URL, response: ServerResponse, mode: CwaMode, rewrite?: CwaRewrite) {
  if (url.searchParams.get('Authorization') !== GOOD_KEY) {
    return response
      .writeHead(200, { 'content-type': 'text/plain' })
      .end('Invalid authorization key');
  }
  // The dataset is the last segment, under the REST base or the file API's.
  const recorded = cwaSample(url.pathname.split('/').at(-1) ?? '');
  const document = rewrite ? rewrite(recorded) : recorded;
  const success = document.success ?? document.Success;
  const records = document.records ?? document.Records;
  const body =
    records === undefined
      ? document
      : mode === 'capitalised'
        ? { Success: success, Records: records }
        : mode === 'lowercase'
          ? { success, records }
          : document;
  response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * A local stand-in for opendata.cwa.gov.tw speaking its format: the dataset by path, the key
 * in `Authorization`, a bad key answered with HTTP 200 and plain text, as CWA does.
 */
export async function startCwaStandIn() {
  const state = {
    mode: 'answer' as CwaMode,
    rewrite: undefined as CwaRewrite | undefined,
    requests: [] as URL[],
    held: [] as { url: URL; response: ServerResponse }[],
    sent: { bytes: 0 },
  };
  const waiting: { count: number; resolve: () => void }[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    state.requests.push(url);
    for (const wait of waiting.filter(({ count }) => state.requests.length >= count)) {
      wait.resolve();
    }
    if (state.mode === 'down') return response.writeHead(502).end('Bad Gateway');
    if (state.mode === 'drop') return void request.socket.destroy();
    if (state.mode === 'hang') return void state.held.push({ url, response });
    if (state.mode === 'stall') {
      response.writeHead(200, { 'content-type': 'application/json' }).write('{"success":');
      return void state.held.push({ url, response });
    }
    if (state.mode === 'endless') return sendEndlessForecast(response, state.sent);
    if (state.mode === 'echo') return response.writeHead(200).end(`Cannot GET ${request.url}`);
    answer(url, response, state.mode, state.rewrite);
  });
  // Idle connections stay open until the client drops them: a test app seeds its store
  // synchronously for seconds, and a server closing an idle connection meanwhile would race the
  // next request on it, failing it by chance.
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    state,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    fileBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/${FILE_API_PATH}`,
    /** Resolves once the stand-in has been asked `count` times in all. */
    requested(count: number): Promise<void> {
      if (state.requests.length >= count) return Promise.resolve();
      return new Promise((resolve) => waiting.push({ count, resolve }));
    },
    /** How many held requests are still open: their reader has not given up on them. */
    openHeld(): number {
      return state.held.filter(({ response }) => !response.socket?.destroyed).length;
    },
    /** Answers the requests held in `hang`, late, as a slow upstream finally does. */
    answerHeld(): void {
      for (const { url, response } of state.held.splice(0)) {
        answer(url, response, 'answer', state.rewrite);
      }
    },
    /** Drops the held requests' connections. */
    release(): void {
      for (const { response } of state.held.splice(0)) response.destroy();
    },
    reset(): void {
      this.release();
      state.mode = 'answer';
      state.rewrite = undefined;
      state.requests.length = 0;
      state.sent.bytes = 0;
    },
    close(): Promise<void> {
      this.release();
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

export type CwaStandIn = Awaited<ReturnType<typeof startCwaStandIn>>;
