import {
  offeringDraftSchema,
  type NarrationLanguage,
  type Offering,
  type OfferingChanges,
  type OfferingDraft,
} from '@ecg/domain/contracts';
import type { OperatorOffering } from '@ecg/domain/contracts/admin-reservations';
import type { OfferingKind } from '@ecg/domain/rules/bookings';
import type { ContentLang } from '@ecg/domain/rules/language';
import type { Selectable } from 'kysely';
import type { CentreContacts } from '../content/visitor-centre-repository';
import type { WrittenDb } from '../core/written-tables';
import { LANG_COLUMN_SUFFIX, type ReservationOfferingTable } from '../core/schema';
import { OperatorRefusal } from '../operators/operator-refusal';

/*
 * What the visitor centres offer to book (requirements §7 reservation,
 * narrator-reservation-information): the offerings still on offer as visitors read them, and
 * every offering as the console sets them up (docs/architecture.md, Operator console).
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

function offeringColumns(draft: ReturnType<typeof offeringDraftSchema.parse>) {
  return {
    kind: draft.kind,
    centre_id: draft.centreId,
    title_zh: draft.title['zh-tw'],
    title_en: draft.title.en || null,
    title_ja: draft.title.ja || null,
    description_zh: draft.description['zh-tw'],
    description_en: draft.description.en || null,
    description_ja: draft.description.ja || null,
    group_min: draft.groupMin,
    group_max: draft.groupMax,
    contact_limit: draft.contactLimit,
    languages: JSON.stringify(draft.languages),
    lead_days: draft.leadDays,
  };
}

/** An offering as stored, as the draft it was written from (texts not written are ''). */
function offeringDraftOf(row: OfferingRow) {
  return {
    kind: row.kind,
    centreId: row.centre_id,
    title: { 'zh-tw': row.title_zh, en: row.title_en ?? '', ja: row.title_ja ?? '' },
    description: {
      'zh-tw': row.description_zh,
      en: row.description_en ?? '',
      ja: row.description_ja ?? '',
    },
    groupMin: row.group_min,
    groupMax: row.group_max,
    contactLimit: row.contact_limit,
    languages: JSON.parse(row.languages) as NarrationLanguage[],
    leadDays: row.lead_days,
  };
}

/** Refuses a centre that is not among the visitor centres' ids, read from the content. */
function requireVisitorCentre(centreId: number, centreIds: ReadonlySet<number>): void {
  if (!centreIds.has(centreId)) {
    throw new OperatorRefusal('notVisitorCentre', `Place ${centreId} is not a visitor centre`);
  }
}

export function offeringRepository(db: WrittenDb) {
  return {
    /**
     * The offerings of one kind still on offer, by centre, then as the centre created them; those
     * of a centre `centres` (the content's, in `lang`) does not name are left out.
     */
    async list(
      kind: OfferingKind,
      lang: ContentLang,
      centres: CentreContacts,
    ): Promise<Offering[]> {
      const rows = await db
        .selectFrom('reservation_offering')
        .selectAll()
        .where('active', '=', 1)
        .where('kind', '=', kind)
        .orderBy('centre_id')
        .orderBy('id')
        .execute();
      return rows.flatMap((row) => {
        const centre = centres.get(row.centre_id);
        return centre ? [presentOffering({ ...row, centre: centre.name }, lang)] : [];
      });
    },

    /** Every offering for the console, on offer first, then as created; unwritten texts are ''. */
    async listForOperators(): Promise<OperatorOffering[]> {
      const rows = await db
        .selectFrom('reservation_offering')
        .selectAll()
        .orderBy('active', 'desc')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({ id: row.id, ...offeringDraftOf(row), active: row.active === 1 }));
    },

    /**
     * A new tour or narrator service of a visitor centre; answers its id. `centreIds` are the
     * visitor centres', read from the content before the transaction.
     */
    async create(
      draft: OfferingDraft,
      now: number,
      centreIds: ReadonlySet<number>,
    ): Promise<number> {
      const checked = offeringDraftSchema.parse(draft);
      requireVisitorCentre(checked.centreId, centreIds);
      const { id } = await db
        .insertInto('reservation_offering')
        .values({ ...offeringColumns(checked), active: 1, created_at: now, updated_at: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** Changes an offering's texts or limits, or withdraws it (`active: false`); bookings stay. */
    async edit(
      id: number,
      changes: OfferingChanges,
      now: number,
      centreIds: ReadonlySet<number>,
    ): Promise<void> {
      const row = await db
        .selectFrom('reservation_offering')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) throw new OperatorRefusal('notFound', `No offering ${id}`);
      const { active, ...fields } = changes;
      const checked = offeringDraftSchema.parse({ ...offeringDraftOf(row), ...fields });
      if (checked.centreId !== row.centre_id) requireVisitorCentre(checked.centreId, centreIds);
      await db
        .updateTable('reservation_offering')
        .set({
          ...offeringColumns(checked),
          ...(active === undefined ? {} : { active: active ? 1 : 0 }),
          updated_at: now,
        })
        .where('id', '=', id)
        .execute();
    },
  };
}

export type OfferingRepository = ReturnType<typeof offeringRepository>;
