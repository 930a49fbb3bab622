import type { AdminApiPathName } from '@ecg/domain/admin-api-paths';
import { sentParams, type CallParams } from '@/lib/api/params';
import type { QueryClient } from '@/lib/query';

/**
 * The one key of a console call's answer, `['admin', call, params]` (empty params left out, as
 * they are not sent): every query of the console builds its key here, as the visitor app's do
 * with callKey (web/src/lib/api/query-keys.ts), so the same question is kept once and a change
 * refreshes a call by its name. The cache hashes objects with their keys sorted.
 */
export function adminKey(call: AdminApiPathName, params: CallParams = {}) {
  return ['admin', call, sentParams(params)] as const;
}

/** The start of every key of a call, whatever its params: the call as a whole. */
export function adminCallKey(call: AdminApiPathName) {
  return ['admin', call] as const;
}

/** After a change: every answer of these calls is asked again where it is shown. */
export function refreshCalls(queryClient: QueryClient, calls: readonly AdminApiPathName[]) {
  return Promise.all(
    calls.map((call) => queryClient.invalidateQueries({ queryKey: adminCallKey(call) })),
  );
}
