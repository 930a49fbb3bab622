import type { Trip, TripStop } from '@ecg/domain/contracts';
import { expect } from 'vitest';
import { call, enrol, memberIdOf, type MembersContext } from './members.support';

/* What the trips' tests share (docs/members.md, Trips): a member with a trip, and its row. */

export const ref = ({ type, id }: TripStop) => ({ type, id });

/** A new member with a trip made from tour 1, whose first day holds two stops or more. */
export async function withTrip(context: MembersContext, name = 'My coast') {
  const member = await enrol(context);
  const made = await call(context, 'tourAdaptation', { id: 1, name, token: member.token });
  expect(made.statusCode, made.body).toBe(201);
  const trip = made.json().data as Trip;
  return { ...member, trip, memberId: await memberIdOf(context.written, member.token) };
}

export const rowOf = (context: MembersContext, tripId: number) =>
  context.written
    .selectFrom('member_trips')
    .selectAll()
    .where('id', '=', tripId)
    .executeTakeFirst();

export async function storedDays(context: MembersContext, tripId: number) {
  const row = await rowOf(context, tripId);
  return row && (JSON.parse(row.days) as TripStop[][]);
}
