import { TDX_PROVIDER } from '../../providers/tdx/tdx-auth';
import { tdxClient } from '../../providers/tdx/tdx-client';
import { UpstreamError } from '../../providers/upstream-fetch';

/** Records a page: TDX's OData takes $top and $skip; a page this size stays a few MB at most. */
export const TDX_PAGE_SIZE = 500;
/** A route with its stops is the largest record, some 10 KB: 500 of them fit in 16 MB. */
const PAGE_MAX_BYTES = 16 * 1024 * 1024;
/** Far more than TDX's largest dataset we read (intercity stops); a loop past it is a fault. */
const MAX_PAGES = 400;

export interface TdxImportOptions {
  /** `TDX_CLIENT_ID` and `TDX_CLIENT_SECRET`; without them the importer does not run. */
  clientId?: string | undefined;
  clientSecret?: string | undefined;
  /** `TDX_BASE_URL` and `TDX_AUTH_URL`: a proxy, or a local server in tests. */
  baseUrl?: string | undefined;
  authUrl?: string | undefined;
  pageSize?: number;
  timeoutMs?: number;
}

export const missingTdxKeys = ({ clientId, clientSecret }: TdxImportOptions) =>
  clientId && clientSecret ? undefined : 'no TDX_CLIENT_ID and TDX_CLIENT_SECRET';

/**
 * Every record of a TDX dataset, page by page, with the server's TDX client: one token for the
 * whole import. `path` is under the API's base, e.g. `v2/Bus/Stop/City/HualienCounty`.
 */
export function tdxPagedReader(options: TdxImportOptions) {
  const { clientId, clientSecret, baseUrl, authUrl } = options;
  const pageSize = options.pageSize ?? TDX_PAGE_SIZE;
  const client = tdxClient({ clientId, clientSecret, baseUrl, authUrl });

  return async function readAll(path: string): Promise<unknown[]> {
    const records: unknown[] = [];
    for (let page = 0; page < MAX_PAGES; page += 1) {
      const answer = await client.get(path, {
        maxBytes: PAGE_MAX_BYTES,
        query: { $top: String(pageSize), $skip: String(page * pageSize) },
        ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
      });
      if (!Array.isArray(answer)) {
        throw new UpstreamError(`${TDX_PROVIDER}: ${path} did not answer a list`);
      }
      records.push(...(answer as unknown[]));
      if (answer.length < pageSize) return records;
    }
    throw new UpstreamError(`${TDX_PROVIDER}: ${path} has more than ${MAX_PAGES} pages`);
  };
}

/** TDX's names: `{Zh_tw, En}`, either possibly missing or blank. */
export function tdxNames(name: { Zh_tw?: string | undefined; En?: string | undefined }) {
  const zh = name.Zh_tw?.trim() ?? '';
  const en = name.En?.trim();
  return { zh, ...(en ? { en } : {}) };
}
