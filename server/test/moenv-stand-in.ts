import { readFileSync } from 'node:fs';
import path from 'node:path';
import { samplesDir } from './helper';
import { startUpstreamStandIn, type StandInAnswer, type StandInRequest } from './upstream-stand-in';

export const MOENV_KEY = 'MOENV-TEST-KEY';

export type MoenvRecord = Record<string, string>;

/** A recorded MOENV answer of data/samples/moenv, whole: `{fields, …, records}`. */
export const moenvSample = (dataset: string) =>
  JSON.parse(readFileSync(path.join(samplesDir, 'moenv', `${dataset}.json`), 'utf8')) as {
    records: MoenvRecord[];
  };

/** MOENV's older extracts: capitalised names (SiteName, AQI), the records as a bare array. */
const CAPITALISED: Record<string, string> = {
  sitename: 'SiteName',
  siteid: 'SiteId',
  aqi: 'AQI',
  status: 'Status',
  pollutant: 'Pollutant',
  publishtime: 'PublishTime',
};
const capitalised = (row: MoenvRecord) =>
  Object.fromEntries(
    Object.entries(row).map(([name, value]) => [CAPITALISED[name] ?? name, value]),
  );

/**
 * A local stand-in for data.moenv.gov.tw/api/v2 speaking its format: the dataset by path, the
 * key in `api_key`, a bad key answered with HTTP 200 and a line of text, as MOENV does. A test
 * may change the records (`rewrite`), serve them in the older shape, or fail (`failure`).
 */
export async function startMoenvStandIn() {
  const state = {
    shape: 'envelope' as 'envelope' | 'capitalised',
    rewrite: undefined as ((records: MoenvRecord[]) => MoenvRecord[]) | undefined,
    failure: undefined as StandInAnswer | undefined,
  };
  function answer(request: StandInRequest): StandInAnswer {
    if (state.failure) return state.failure;
    const dataset = request.path.replace(/^\/api\/v2\//, '');
    if (request.query.get('api_key') !== MOENV_KEY) {
      return { text: `Invalid API key: ${request.query.get('api_key')}` };
    }
    const document = moenvSample(dataset);
    const records = state.rewrite ? state.rewrite(document.records) : document.records;
    return {
      json: state.shape === 'envelope' ? { ...document, records } : records.map(capitalised),
    };
  }
  const standIn = await startUpstreamStandIn(answer);
  return {
    state,
    requests: standIn.state.requests,
    openHeld: () => standIn.state.openHeld,
    baseUrl: `${standIn.origin}/api/v2/`,
    reset(): void {
      Object.assign(state, { shape: 'envelope', rewrite: undefined, failure: undefined });
      standIn.state.requests.length = 0;
    },
    close: () => standIn.close(),
  };
}

export type MoenvStandIn = Awaited<ReturnType<typeof startMoenvStandIn>>;
