/**
 * The operator console (issue 16 point 5): the page at ADMIN_BASE_PATH and its API under
 * ADMIN_API_PREFIX. Every call but sign-in needs `Authorization: Bearer <token>`. A section
 * of the console adds its paths here, under ADMIN_API_PREFIX.
 */
export const ADMIN_BASE_PATH = '/admin/';
export const ADMIN_API_PREFIX = '/admin/api';

export const ADMIN_API_PATHS = {
  signIn: `${ADMIN_API_PREFIX}/sign-in`,
  signOut: `${ADMIN_API_PREFIX}/sign-out`,
  me: `${ADMIN_API_PREFIX}/me`,
  /** Admin only: the operators, and the log of their actions. */
  operators: `${ADMIN_API_PREFIX}/operators`,
  actions: `${ADMIN_API_PREFIX}/actions`,
  /** The important notices operators publish (GET list, POST publish). */
  notices: `${ADMIN_API_PREFIX}/notices`,
  /** Withdraws one (POST {id}). */
  withdrawNotice: `${ADMIN_API_PREFIX}/notices/withdraw`,
} as const;
