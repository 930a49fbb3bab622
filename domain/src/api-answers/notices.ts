import { z } from 'zod';
import type { ApiPathName } from '../api-paths';
import type { AnswerTable } from '../call-answers';
import { envelope } from '../contracts/envelope';
import { noticeSchema } from '../contracts/notice';

/*
 * The notices' answer (api-answers.ts): apart from the content's, because the home asks for the
 * notices on its first visit and nothing else, and the contracts it parses them with are loaded
 * then (docs/performance.md, The answers' contracts by area).
 */

export const ANSWERS = {
  notices: { GET: envelope(z.array(noticeSchema)) },
} as const satisfies Partial<AnswerTable<ApiPathName>>;
