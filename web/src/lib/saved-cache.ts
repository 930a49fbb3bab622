import type { PersistedClient } from './query';
import { isPaged, storedJson } from './stored-json';

/*
 * The query cache as it is written out (lib/query-client.ts), loaded with its first save.
 */

/** A long list keeps this many pages across visits: enough to browse offline, cheap to save. */
export const PERSISTED_LIST_PAGES = 2;

/**
 * The cache as saved: lists scrolled far keep only their first pages, so saving a list of
 * thousands (every second while it grows) never blocks scrolling.
 */
export function trimForStorage(client: PersistedClient): PersistedClient {
  return {
    ...client,
    clientState: {
      ...client.clientState,
      queries: client.clientState.queries.map((query) => {
        const { data } = query.state;
        if (!isPaged(data) || data.pages.length <= PERSISTED_LIST_PAGES) return query;
        return {
          ...query,
          state: {
            ...query.state,
            data: {
              pages: data.pages.slice(0, PERSISTED_LIST_PAGES),
              pageParams: data.pageParams.slice(0, PERSISTED_LIST_PAGES),
            },
          },
        };
      }),
    },
  };
}

/** The cache's text as saved. */
export const savedText = (client: PersistedClient): Promise<string> =>
  storedJson(trimForStorage(client));
