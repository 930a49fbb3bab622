import type { ApiPathName } from './api-paths';
import { ANSWERS as CONTENT } from './api-answers/content';
import { ANSWERS as LIVE } from './api-answers/live';
import { ANSWERS as MAP } from './api-answers/map';
import { ANSWERS as NOTICES } from './api-answers/notices';
import { ANSWERS as SERVICE } from './api-answers/service';
import { ANSWERS as TRANSPORT } from './api-answers/transport';
import type { AnswerTable } from './call-answers';

/*
 * The visitor app's calls and what each answers (call-answers.ts; docs/architecture.md, The
 * client edge): the whole 200 answer, envelope and, for a live call, its `meta`. Each area's
 * answers are a module of their own (api-answers/), so that the app loads the contracts of the
 * calls a screen makes and not all of them (docs/performance.md, The answers' contracts by
 * area); here they are one table, as the server declares and the tests read them.
 */

/** The areas' modules and the answers each holds (the app loads a call's area to read it). */
export interface AnswerAreas {
  content: typeof CONTENT;
  live: typeof LIVE;
  map: typeof MAP;
  notices: typeof NOTICES;
  service: typeof SERVICE;
  transport: typeof TRANSPORT;
}

export const API_ANSWERS = {
  ...CONTENT,
  ...LIVE,
  ...MAP,
  ...NOTICES,
  ...SERVICE,
  ...TRANSPORT,
} as const satisfies AnswerTable<ApiPathName>;

export { FACILITY_ANSWERS } from './api-answers/map';
export { STATIC_PAGE_FILE_ANSWER } from './api-answers/content';
