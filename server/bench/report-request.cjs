'use strict';
/**
 * A new repair report for each request of the writes benchmark (writes.ts), run in autocannon's
 * worker thread, which takes only a file it can require: its own idempotency key, and a place or
 * a category of its own, so none is a duplicate (a report of its category within 50 m).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- autocannon's worker requires it
const { threadId } = require('node:worker_threads');

/** The header's name as domain/src/contracts sends it (writes.ts checks that they agree). */
const IDEMPOTENCY_HEADER = 'idempotency-key';
/** The categories a report may have (REPAIR_CATEGORIES, as writes.ts checks). */
const CATEGORIES = ['walkway', 'toilet', 'lighting', 'sign', 'litter', 'facility', 'other'];
/** Reports a worker may send before its slots meet the next worker's (a run sends fewer). */
const PER_WORKER = 10_000;
/** A grid of places in the managed area, 0.0006° (60 m and more) apart. */
const ROWS = 500;
const PLACES = 40_000;
const STEP = 0.0006;
/**
 * Reports sent one after another go to places far apart, as visitors' do (a prime to PLACES:
 * the 200 after any one are 500 m and more from it), so none waits on another's spot.
 */
const SCATTER = 7919;

let sent = 0;

function nextReport(request) {
  const i = sent++;
  const slot = (threadId * PER_WORKER + i) % (PLACES * CATEGORIES.length);
  const spot = ((slot % PLACES) * SCATTER) % PLACES;
  return {
    ...request,
    headers: {
      ...request.headers,
      [IDEMPOTENCY_HEADER]: `bench-report-${process.pid}-${threadId}-${i}`,
    },
    body: JSON.stringify({
      category: CATEGORIES[Math.floor(slot / PLACES)],
      place: { lat: 22.95 + (spot % ROWS) * STEP, lng: 121.38 + Math.floor(spot / ROWS) * STEP },
      description: `Bench report ${i}: a loose board on the boardwalk`,
    }),
  };
}

module.exports = nextReport;
module.exports.IDEMPOTENCY_HEADER = IDEMPOTENCY_HEADER;
module.exports.CATEGORIES = CATEGORIES;
