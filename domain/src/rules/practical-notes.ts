import { type ClauseReader, normalizeNote, readClauses } from './note-clauses';
import { type HoursPhrase, type HoursStatement, readOpeningNote } from './opening-notes';
import { feeReaders } from './parking-fees';
import { PARKING_PHRASES, type Phrases, TICKET_PHRASES } from './note-phrases';

/**
 * Reading a place's practical notes (opening hours, tickets, parking), written in Chinese in
 * the open data, into statements the app says in the reader's language. As with the hours
 * (opening-notes.ts), a note is read whole or not at all: what is not understood stays Chinese.
 */

export type NoteField = 'hours' | 'ticket' | 'parking';

export type TicketPhrase =
  | 'free'
  | 'freeToVisit'
  | 'freeAdmission'
  | 'noTicket'
  | 'seeWebsite'
  | 'byReservation'
  | 'callToBook'
  | 'mountainPermit';

export type ParkingPhrase =
  | 'roadsideParking'
  | 'freeRoadsideParking'
  | 'paidRoadsideParking'
  | 'freeParking'
  | 'freeParkingOnSite'
  | 'parkingOnSite'
  | 'parkingAvailable'
  | 'carAndScooterSpaces'
  | 'largeCarPark'
  | 'parkConsiderately'
  | 'parkingFee'
  | 'paidParking'
  | 'easyParking'
  | 'publicParkingNearby'
  | 'freePublicParkingNearby'
  | 'freeParkingForGuests'
  | 'noDedicatedParking';

export type NotePhrase = HoursPhrase | TicketPhrase | ParkingPhrase;

/** 全票 full price, 半票 half price, 優待票 concession, 優惠票 discounted. */
export type TicketKind = 'full' | 'half' | 'concession' | 'discount';

/** 大型車 coaches and other large vehicles, 小型車 cars, 機車 motorcycles and scooters. */
export type Vehicle = 'coach' | 'car' | 'motorcycle';

export type NoteStatement =
  | HoursStatement
  | { kind: 'phrase'; phrase: TicketPhrase | ParkingPhrase }
  /** An amount in New Taiwan dollars. */
  | { kind: 'price'; ticket: TicketKind; amount: number }
  | { kind: 'spaces'; cars: number; motorcycles: number; coaches: number }
  /** A parking fee in New Taiwan dollars, on weekdays or at weekends and holidays only where said. */
  | { kind: 'fee'; vehicle: Vehicle; amount: number; days?: 'weekdays' | 'holidays' };

function phraseReader<P extends TicketPhrase | ParkingPhrase>(
  phrases: Phrases<P>,
): ClauseReader<NoteStatement> {
  return (text, at) => {
    const found = phrases.find(([phrase]) => text.startsWith(phrase, at));
    return found
      ? { statements: [{ kind: 'phrase', phrase: found[1] }], end: at + found[0].length }
      : undefined;
  };
}

/** A reader of one pattern: its statement from the match, where the pattern matches there. */
function patternReader(
  pattern: RegExp,
  statementOf: (match: RegExpExecArray) => NoteStatement,
): ClauseReader<NoteStatement> {
  const sticky = new RegExp(pattern.source, 'y');
  return (text, at) => {
    sticky.lastIndex = at;
    const match = sticky.exec(text);
    return match ? { statements: [statementOf(match)], end: sticky.lastIndex } : undefined;
  };
}

const TICKET_KINDS: Record<string, TicketKind> = {
  全票: 'full',
  半票: 'half',
  優待票: 'concession',
  優惠票: 'discount',
};

const readPrice = patternReader(
  /(全票|半票|優待票|優惠票)\s*[:/]?\s*(?:NT\$|\$)?\s*(\d+)\s*元/,
  (match) => ({ kind: 'price', ticket: TICKET_KINDS[match[1]!]!, amount: Number(match[2]) }),
);

/** The parking records of the county's data: "車位:小客車10輛、機車10輛、大客車0輛". */
const readSpaces = patternReader(
  /車位\s*:\s*小客車(\d+)輛、機車(\d+)輛、大客車(\d+)輛/,
  (match) => ({
    kind: 'spaces',
    cars: Number(match[1]),
    motorcycles: Number(match[2]),
    coaches: Number(match[3]),
  }),
);

const READERS: Record<Exclude<NoteField, 'hours'>, ClauseReader<NoteStatement>[]> = {
  ticket: [phraseReader(TICKET_PHRASES), readPrice, ...feeReaders],
  parking: [phraseReader(PARKING_PHRASES), readSpaces, ...feeReaders],
};

/** The statements of a practical note, or undefined where the note is not read whole. */
export function readPracticalNote(field: NoteField, note: string): NoteStatement[] | undefined {
  if (field === 'hours') return readOpeningNote(note);
  return readClauses(normalizeNote(note), READERS[field]);
}
