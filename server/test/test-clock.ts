/*
 * The fixed time of the bookings' and publications' tests. Apart from their app (which needs
 * vitest) so that the e2e's fixtures can share what is written at it.
 */

/** 2026-11-20 09:00 in Taipei. */
export const NOW = Date.parse('2026-11-20T01:00:00Z');
export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
