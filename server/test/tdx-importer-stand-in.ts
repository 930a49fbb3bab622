import { afterAll, beforeAll, beforeEach } from 'vitest';
import { CLIENT } from './tdx-stand-in';
import {
  startUpstreamStandIn,
  type StandInAnswer,
  type StandInRequest,
  type UpstreamStandIn,
} from './upstream-stand-in';

/*
 * What the TDX importers' tests share: a local TDX answering their datasets as TDX does, whose
 * requests are recorded and whose answers a test may replace by a failure.
 */

/** Datasets by their path below the API's prefix (e.g. `Stop/City/HualienCounty`). */
export type TdxDatasets = Record<string, unknown[]>;

/** As TDX answers: a token for the client's credentials, then each dataset page by page. */
function answerAsTdx(
  datasets: TdxDatasets,
  prefix: RegExp,
  request: StandInRequest,
): StandInAnswer {
  if (request.path === '/auth/token') {
    return request.form.get('client_secret') === CLIENT.clientSecret
      ? { json: { access_token: 'token-1', expires_in: 86400 } }
      : { status: 401, json: { error: 'unauthorized_client' } };
  }
  if (request.headers.authorization !== 'Bearer token-1') {
    return { status: 401, json: { message: 'invalid token' } };
  }
  const dataset = datasets[request.path.replace(prefix, '')];
  if (!dataset) return { status: 404, json: { Message: 'not found' } };
  const skip = Number(request.query.get('$skip') ?? 0);
  const top = Number(request.query.get('$top') ?? 30);
  return { json: dataset.slice(skip, skip + top) };
}

export interface TdxImporterStandIn {
  /** Every request of the current test, the token's too. */
  readonly requests: StandInRequest[];
  /** When set, the answer to every request but the token's; unset before each test. */
  failure: StandInAnswer | undefined;
  /** The client's credentials and the stand-in's addresses, as the importers take them. */
  upstream(): typeof CLIENT & { baseUrl: string; authUrl: string };
}

/**
 * A local TDX for the whole file, answering `datasets` at the paths `prefix` strips off; its
 * requests and failure are cleared before each test.
 */
export function useTdxImporterStandIn(datasets: TdxDatasets, prefix: RegExp): TdxImporterStandIn {
  let standIn: UpstreamStandIn;
  const context: TdxImporterStandIn = {
    get requests() {
      return standIn.state.requests;
    },
    failure: undefined,
    upstream: () => ({
      ...CLIENT,
      baseUrl: `${standIn.origin}/api/`,
      authUrl: `${standIn.origin}/auth/token`,
    }),
  };
  beforeAll(async () => {
    standIn = await startUpstreamStandIn((request) =>
      context.failure && request.path !== '/auth/token'
        ? context.failure
        : answerAsTdx(datasets, prefix, request),
    );
  });
  afterAll(() => standIn.close());
  beforeEach(() => {
    context.failure = undefined;
    standIn.state.requests.length = 0;
  });
  return context;
}
