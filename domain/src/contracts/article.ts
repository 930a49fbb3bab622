import { z } from 'zod';
import { contentHtmlSchema, contentIdSchema, dateTimeTextSchema, imageSchema } from './common';

/**
 * Short editorial items, listed each at a path of its own (requirements §7): latest updates (news),
 * the home page's promotional banners, the scrolling marquee line, publications, questions and
 * answers (faqs), useful links and the glossary.
 */
export const ARTICLE_KINDS = [
  'news',
  'banner',
  'marquee',
  'publication',
  'faq',
  'link',
  'glossary',
] as const;
export const articleKindSchema = z.enum(ARTICLE_KINDS, {
  error: `kind must be one of ${ARTICLE_KINDS.join(', ')}`,
});
export type ArticleKind = z.infer<typeof articleKindSchema>;

/** An https address, or a path inside the app that begins with "/" and leaves out the language. */
export const articleHrefSchema = z
  .string()
  .regex(/^(https:\/\/|\/)/, { error: 'href must be an https address or an app path' });

/**
 * One item: a glossary term or a question is its `title`, the explanation or answer its
 * `content` (sanitized HTML); a link's address, or where a banner or update leads, is `href`.
 */
export const articleSchema = z.object({
  id: contentIdSchema,
  title: z.string().min(1, { error: 'title must not be empty' }),
  summary: z.string(),
  content: contentHtmlSchema,
  datetime: dateTimeTextSchema,
  href: articleHrefSchema.optional(),
  image: imageSchema.nullable(),
});
export type Article = z.infer<typeof articleSchema>;
