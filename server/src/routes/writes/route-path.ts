import { apiRoute, type ApiPathName } from '@ecg/domain/api-paths';
import {
  MEMBER_API_PATHS,
  memberApiRoute,
  type MemberApiPathName,
} from '@ecg/domain/member-api-paths';

/** A call a write or a look-up answers: one of the visitors' or one of the members'. */
export type WriteCallName = ApiPathName | MemberApiPathName;

function isMemberCall(name: WriteCallName): name is MemberApiPathName {
  return Object.hasOwn(MEMBER_API_PATHS, name);
}

/** The call's route pattern, the language a parameter. */
export function writeCallRoute(name: WriteCallName): string {
  return isMemberCall(name) ? memberApiRoute(name) : apiRoute(name);
}
