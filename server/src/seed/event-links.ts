import path from 'node:path';
import type { Link } from '@ecg/domain/contracts';
import type { ContentLang } from '@ecg/domain/rules/language';
import { z } from 'zod';
import { agencyOf, type SeedEvent } from '../data-files/seed-records';
import { readValidated } from '../data-files/json-files';
import { articleFile } from './editorial-files';

/**
 * data/editorial/event-publishers.json: the agencies that publish the events of the feed, each
 * with the editorial link (articles.json) to its own site. Our data names each site; none is
 * guessed. An event's record id names its agency (C2_376540000A_005538: the Taitung County
 * Government).
 */
const publishersFile = z.array(
  z.object({
    agency: z.string().regex(/^[0-9A-Z]{10}$/),
    publisher: z.string().min(1),
    link: z.int().positive(),
  }),
);

export type EventLinksOf = (event: SeedEvent, lang: ContentLang) => Link[];

/**
 * An event's links in one language: its own website where the feed gives one, else its
 * publisher's site, named in the language (requirements §2 event detail: links), else none.
 */
export function eventLinks(dataDir: string): EventLinksOf {
  const articles = readValidated(articleFile, path.join(dataDir, 'editorial/articles.json'));
  const publishers = readValidated(
    publishersFile,
    path.join(dataDir, 'editorial/event-publishers.json'),
  );
  const siteOf = new Map(
    publishers.map(({ agency, link }) => {
      const article = articles.find((one) => one.id === link && one.href);
      if (!article?.href) throw new Error(`event-publishers.json: no link article ${link}`);
      return [agency, { href: article.href, title: article.title }] as const;
    }),
  );
  return (event, lang) => {
    if (event.website) return [{ name: event.website, url: event.website }];
    const site = event.sources
      .map((source) => siteOf.get(agencyOf(source.id)))
      .find((found) => found !== undefined);
    return site ? [{ name: site.title[lang], url: site.href }] : [];
  };
}
