import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { IDEMPOTENCY_HEADER, type OfferingDraft } from '@ecg/domain/contracts';
import { taipeiDate } from '@ecg/domain/rules/datetime';
import {
  addTestPublication,
  offerTestPublication,
  removeTestPublication,
} from '../server/test/publications.support';
import { asStaff, inContent } from './service-store';
import { batchRepository } from '../server/src/store/reservations/batch-repository';
import { offeringRepository } from '../server/src/store/reservations/offering-repository';

/*
 * What the booking and publication tests set up as the operators would: offerings, batches and
 * requestable publications, written with the operators' own functions into the e2e server's
 * database: the content in its SQLite file, the rest in its written tables (service-store.ts).
 * None of it is real; every test makes its own, with names no other test uses.
 */

const DAY = 24 * 3_600_000;

/** The content strings of a language, to find what the screens say in it. */
export function contentStrings(lang: string) {
  return JSON.parse(readFileSync(`web/src/locales/content/${lang}.json`, 'utf8')) as Record<
    string,
    Record<string, unknown>
  >;
}

export interface TestOffering {
  offeringId: number;
  /** Its title in each content language. */
  titles: Record<'zh-tw' | 'en' | 'ja', string>;
  /** Batch ids by start time ('10:00'), all on the day after tomorrow (Taipei). */
  batches: Record<string, number>;
  date: string;
}

/** A tour of a real visitor centre, with a batch of each `capacity` given, two days ahead. */
export async function testOffering(
  capacities: Record<string, number>,
  changes: Partial<OfferingDraft> = {},
): Promise<TestOffering> {
  const token = randomUUID().slice(0, 6);
  const titles = {
    'zh-tw': `測試導覽 ${token}`,
    en: `Test tour ${token}`,
    ja: `テストツアー ${token}`,
  };
  const date = taipeiDate(Date.now() + 2 * DAY);
  const centre = await inContent((trx) =>
    trx
      .selectFrom('place_collection')
      .select('place_id')
      .where('collection', '=', 'visitor-center')
      .orderBy('place_id')
      .executeTakeFirstOrThrow(),
  );
  return asStaff(async (trx) => {
    const offeringId = await offeringRepository(trx).create(
      {
        kind: 'tour',
        centreId: centre.place_id,
        title: titles,
        description: {
          'zh-tw': '端到端測試建立的導覽，不是真的。',
          en: 'A tour made by an end-to-end test; not a real one.',
          ja: 'エンドツーエンドテストが作ったツアーで、実在しません。',
        },
        groupMax: 6,
        languages: ['zh', 'en', 'ja'],
        ...changes,
      },
      Date.now(),
      new Set([centre.place_id]),
    );
    const batches: Record<string, number> = {};
    for (const [time, capacity] of Object.entries(capacities)) {
      batches[time] = await batchRepository(trx).open(
        { offeringId, date, time, durationMinutes: 60, capacity },
        Date.now(),
      );
    }
    return { offeringId, titles, batches, date };
  });
}

/** Another visitor's booking of `party` places, sent straight to the server. */
export async function bookElsewhere(request: APIRequestContext, batch: number, party = 1) {
  const answer = await request.post('/en/opendata/reservate', {
    headers: { [IDEMPOTENCY_HEADER]: randomUUID() },
    data: {
      batch,
      party,
      language: 'en',
      contact: { name: 'Another visitor', email: 'another@example.tw' },
    },
  });
  if (answer.status() !== 201) throw new Error(`the other booking was refused: ${answer.status()}`);
}

/**
 * A test map in the publications list, `Test map <id>` in English and `測試地圖 <id>` else,
 * requestable in `copyLimit` copies unless null.
 */
export async function addPublication(id: number, copyLimit: number | null) {
  const textIn = (lang: string) =>
    lang === 'en'
      ? { title: `Test map ${id}`, summary: 'Made by a test; not a real map.' }
      : { title: `測試地圖 ${id}`, summary: '測試建立，不是真的地圖。' };
  await inContent((trx) => addTestPublication(trx, { id, textIn }));
  if (copyLimit !== null) {
    await asStaff((trx) => offerTestPublication(trx, id, copyLimit, Date.now()));
  }
}

/** Takes a test map away again, and the offer of it. */
export async function removePublication(id: number) {
  await asStaff((trx) => offerTestPublication(trx, id, null, Date.now()));
  await inContent((trx) => removeTestPublication(trx, id));
}
