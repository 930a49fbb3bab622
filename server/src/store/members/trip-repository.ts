import { tripSchema, type Trip, type TripStop, type TripSummary } from '@ecg/domain/contracts';
import type { WrittenDb } from '../core/written-tables';
import type { MemberTripsTable } from '../core/schema-members';

/** The days as kept: read back through the contract, so a row never answers what it forbids. */
const daysSchema = tripSchema.shape.days;

type TripRow = Omit<MemberTripsTable, 'id'> & { id: number };

function tripOf(row: TripRow): Trip {
  return {
    id: row.id,
    name: row.name,
    tourId: row.tour_id,
    days: daysSchema.parse(JSON.parse(row.days)),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function summaryOf(row: TripRow): TripSummary {
  const { days, ...trip } = tripOf(row);
  return {
    ...trip,
    dayCount: days.length,
    stopCount: days.reduce((count, day) => count + day.length, 0),
  };
}

/**
 * A member's trips (migration 0027; docs/members.md, Trips). Every read and change names the
 * member as well as the trip, so another member's trip is as absent as a missing one.
 */
export function tripRepository(db: WrittenDb) {
  const own = (memberId: number, tripId: number) =>
    db
      .selectFrom('member_trips')
      .selectAll()
      .where('member_id', '=', memberId)
      .where('id', '=', tripId);

  const find = async (memberId: number, tripId: number): Promise<Trip | undefined> => {
    const row = await own(memberId, tripId).executeTakeFirst();
    return row && tripOf(row);
  };

  const newestFirst = (memberId: number) =>
    db
      .selectFrom('member_trips')
      .selectAll()
      .where('member_id', '=', memberId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();

  return {
    /** The member's trips, newest first. */
    async list(memberId: number): Promise<TripSummary[]> {
      return (await newestFirst(memberId)).map(summaryOf);
    },

    /** The member's trips whole, newest first (the export). */
    async all(memberId: number): Promise<Trip[]> {
      return (await newestFirst(memberId)).map(tripOf);
    },

    /** The member's trip; undefined for a missing one and for another member's. */
    find,

    async count(memberId: number): Promise<number> {
      const row = await db
        .selectFrom('member_trips')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    async create(
      memberId: number,
      trip: { name: string; tourId: number | null; days: TripStop[][] },
      now: number,
    ): Promise<Trip> {
      const { id } = await db
        .insertInto('member_trips')
        .values({
          member_id: memberId,
          name: trip.name,
          tour_id: trip.tourId,
          days: JSON.stringify(trip.days),
          created_at: now,
          updated_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const made = await find(memberId, id);
      if (!made) throw new Error('member_trips: the trip just made is gone');
      return made;
    },

    /** Changes the member's trip; undefined when the member has no such trip. */
    async update(
      memberId: number,
      tripId: number,
      change: { name?: string; days?: TripStop[][] },
      now: number,
    ): Promise<Trip | undefined> {
      await db
        .updateTable('member_trips')
        .set({
          ...(change.name === undefined ? {} : { name: change.name }),
          ...(change.days === undefined ? {} : { days: JSON.stringify(change.days) }),
          updated_at: now,
        })
        .where('member_id', '=', memberId)
        .where('id', '=', tripId)
        .execute();
      return find(memberId, tripId);
    },

    /** Deletes the member's trip; false when the member has no such trip. */
    async remove(memberId: number, tripId: number): Promise<boolean> {
      const result = await db
        .deleteFrom('member_trips')
        .where('member_id', '=', memberId)
        .where('id', '=', tripId)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },
  };
}

export type TripRepository = ReturnType<typeof tripRepository>;
