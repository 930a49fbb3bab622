import type { Batch, EchelonAnswer, NarrationLanguage, Offering } from '@ecg/domain/contracts';
import { batchState, placesLeft, type OfferingKind } from '@ecg/domain/rules/bookings';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Kysely, Selectable } from 'kysely';
import type { Database, ReservationBatchTable, ReservationOfferingTable } from '../core/schema';
import { LANG_COLUMN_SUFFIX } from '../core/schema';

/*
 * What the visitor centres offer to book and the batches to come, as visitors read them
 * (requirements §7 reservation, narrator-reservation-information, echelon).
 */

type OfferingRow = Selectable<ReservationOfferingTable>;

/** Title and description in the asked language when the centre wrote both in it, else Chinese. */
export function offeringText(row: OfferingRow, lang: ContentLang) {
  const suffix = LANG_COLUMN_SUFFIX[lang];
  const title = row[`title_${suffix}`];
  const description = row[`description_${suffix}`];
  if (title && description) return { title, description, textLang: lang };
  return { title: row.title_zh, description: row.description_zh, textLang: 'zh-tw' as const };
}

const presentOffering = (row: OfferingRow & { centre: string }, lang: ContentLang): Offering => ({
  id: row.id,
  kind: row.kind,
  centre: { id: row.centre_id, name: row.centre },
  ...offeringText(row, lang),
  groupMin: row.group_min,
  groupMax: row.group_max,
  languages: JSON.parse(row.languages) as NarrationLanguage[],
  leadDays: row.lead_days,
});

/** A batch as a visitor sees it at `now`: its places left and whether it takes bookings. */
export function presentBatch(
  row: Selectable<ReservationBatchTable>,
  offering: { group_min: number; lead_days: number },
  now: number,
): Batch {
  const facts = {
    open: row.open === 1,
    startsAt: row.starts_at,
    capacity: row.capacity,
    booked: row.booked,
  };
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    startsAt: `${row.date} ${row.time}:00`,
    durationMinutes: row.duration_minutes,
    capacity: row.capacity,
    placesLeft: placesLeft(facts),
    state: batchState(facts, { groupMin: offering.group_min, leadDays: offering.lead_days }, now),
  };
}

/** At most this many batches are listed: a season of daily tours, more than a phone scrolls. */
const BATCHES_LISTED = 400;

export function reservationOfferings(db: Kysely<Database>) {
  const offeringsWithCentre = (lang: ContentLang) =>
    db
      .selectFrom('reservation_offering as o')
      .innerJoin('place_text as c', (join) =>
        join.onRef('c.place_id', '=', 'o.centre_id').on('c.lang', '=', lang),
      )
      .selectAll('o')
      .select('c.name as centre')
      .where('o.active', '=', 1);

  return {
    /** The offerings of one kind still on offer, by centre, then as the centre created them. */
    async list(kind: OfferingKind, lang: ContentLang): Promise<Offering[]> {
      const rows = await offeringsWithCentre(lang)
        .where('o.kind', '=', kind)
        .orderBy('o.centre_id')
        .orderBy('o.id')
        .execute();
      return rows.map((row) => presentOffering(row, lang));
    },

    /** An offering's batches that have not started, by date; undefined when not on offer. */
    async batches(offeringId: number, now: number): Promise<EchelonAnswer | undefined> {
      const offering = await db
        .selectFrom('reservation_offering')
        .select(['group_min', 'lead_days'])
        .where('id', '=', offeringId)
        .where('active', '=', 1)
        .executeTakeFirst();
      if (offering === undefined) return undefined;
      const rows = await db
        .selectFrom('reservation_batch')
        .selectAll()
        .where('offering_id', '=', offeringId)
        .where('open', '=', 1)
        .where('starts_at', '>', now)
        .orderBy('starts_at')
        .limit(BATCHES_LISTED)
        .execute();
      const days: EchelonAnswer['days'] = [];
      for (const row of rows) {
        const batch = presentBatch(row, offering, now);
        const day = days.at(-1);
        if (day?.date === batch.date) day.batches.push(batch);
        else days.push({ date: batch.date, batches: [batch] });
      }
      return { offering: offeringId, days };
    },
  };
}
