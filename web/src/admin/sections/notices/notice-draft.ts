import type { PublishNoticeRequest } from '@ecg/domain/contracts/admin-notices';
import { CONTENT_LANGS, type ContentLang } from '@ecg/domain/rules/language';

/** What the publish form holds while it is filled in: every field as typed. */
export type Texts = Record<ContentLang, string>;

export interface LinkDraft {
  /** Keys the row on screen; never sent. */
  key: number;
  name: Texts;
  url: string;
}

export interface NoticeDraft {
  type: string;
  title: Texts;
  content: Texts;
  link: LinkDraft[];
}

const blank = (): Texts => Object.fromEntries(CONTENT_LANGS.map((lang) => [lang, ''])) as Texts;

export const emptyDraft = (): NoticeDraft => ({
  type: '1',
  title: blank(),
  content: blank(),
  link: [],
});

let nextKey = 0;
export const emptyLink = (): LinkDraft => ({ key: (nextKey += 1), name: blank(), url: '' });

/** The request the contract checks; the type as the number it is. */
export const requestOf = (draft: NoticeDraft): PublishNoticeRequest => ({
  type: Number(draft.type) as PublishNoticeRequest['type'],
  title: draft.title,
  content: draft.content,
  link: draft.link.map(({ name, url }) => ({ name, url })),
});
