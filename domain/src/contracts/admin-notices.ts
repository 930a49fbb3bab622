import { z } from 'zod';
import type { TextShape } from '../rules/text-characters';
import { textOf } from './forms';
import { CONTENT_LANGS } from '../rules/language';
import { contentHtmlSchema, contentIdSchema, dateTimeTextSchema } from './common';
import { envelope } from './envelope';
import { noticeTypeSchema } from './notice';

/**
 * Important notices published from the operator console (docs/architecture.md, Operator console):
 * written in the three content languages, shown to visitors among the notices at once, withdrawn by
 * any staff member. The content may be plain text (a paragraph a line) or simple HTML; the server
 * cleans it as all content.
 */

export const NOTICE_TITLE_MAX = 200;
export const NOTICE_CONTENT_MAX = 20_000;
export const NOTICE_LINKS_MAX = 5;

const text = (field: string, max: number, shape: TextShape = 'line') =>
  textOf(field, shape)
    .min(1, { error: `${field} must not be empty` })
    .max(max, { error: `${field} must be at most ${max} characters` });

/** The same field in zh-tw, en and ja, each required. */
const inEachLanguage = <T extends z.ZodType>(field: (lang: string) => T) =>
  z.object(
    Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, field(lang)])) as Record<
      (typeof CONTENT_LANGS)[number],
      T
    >,
  );

export const publishNoticeRequestSchema = z.object({
  type: noticeTypeSchema,
  title: inEachLanguage(() => text('title', NOTICE_TITLE_MAX)),
  content: inEachLanguage(() => text('content', NOTICE_CONTENT_MAX, 'lines')),
  link: z
    .array(
      z.object({
        name: inEachLanguage(() => text('link name', 100)),
        url: z.url({ protocol: /^https$/, error: 'link url must be an https address' }),
      }),
    )
    .max(NOTICE_LINKS_MAX, { error: `at most ${NOTICE_LINKS_MAX} links` })
    .default([]),
});
export type PublishNoticeRequest = z.input<typeof publishNoticeRequestSchema>;

/** A notice as the console lists it: every language, who published it and when. */
export const operatorNoticeSchema = z.object({
  id: contentIdSchema,
  type: noticeTypeSchema,
  title: inEachLanguage(() => z.string()),
  content: inEachLanguage(() => contentHtmlSchema),
  link: z.array(z.object({ name: inEachLanguage(() => z.string()), url: z.string() })),
  publishedAt: dateTimeTextSchema,
  publishedBy: z.string(),
});
export type OperatorNotice = z.infer<typeof operatorNoticeSchema>;

export const operatorNoticesAnswerSchema = envelope(z.array(operatorNoticeSchema));
export const publishNoticeAnswerSchema = envelope(operatorNoticeSchema);

export const withdrawNoticeRequestSchema = z.object({ id: contentIdSchema });
export const withdrawNoticeAnswerSchema = envelope(z.object({ id: contentIdSchema }));
