import { type ClauseReader, normalizeNote, readClauses } from './note-clauses';
import { type HoursPhrase, type HoursStatement, readOpeningNote } from './opening-notes';

/**
 * Reading a place's practical notes (opening hours, tickets, parking), written in Chinese in
 * the open data, into statements the app says in the reader's language. As with the hours
 * (opening-notes.ts), a note is read whole or not at all: what is not understood stays Chinese.
 */

export type NoteField = 'hours' | 'ticket' | 'parking';

export type TicketPhrase = 'free' | 'freeToVisit' | 'freeAdmission' | 'noTicket' | 'seeWebsite';

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
  | 'parkConsiderately';

export type NotePhrase = HoursPhrase | TicketPhrase | ParkingPhrase;

/** 全票 full price, 半票 half price, 優待票 concession, 優惠票 discounted. */
export type TicketKind = 'full' | 'half' | 'concession' | 'discount';

export type NoteStatement =
  | HoursStatement
  | { kind: 'phrase'; phrase: TicketPhrase | ParkingPhrase }
  /** An amount in New Taiwan dollars. */
  | { kind: 'price'; ticket: TicketKind; amount: number }
  | { kind: 'spaces'; cars: number; motorcycles: number; coaches: number };

type Phrases<P> = readonly (readonly [string, P])[];

/** Longest first, so 免費參觀 is not read as 免費 and a remainder. */
const TICKET_PHRASES: Phrases<TicketPhrase> = [
  ['免費參觀', 'freeToVisit'],
  ['免費入園', 'freeAdmission'],
  ['免費入場', 'freeAdmission'],
  ['不須門票', 'noTicket'],
  ['不需門票', 'noTicket'],
  ['免門票', 'noTicket'],
  ['詳見官網', 'seeWebsite'],
  ['免費', 'free'],
];

const PARKING_PHRASES: Phrases<ParkingPhrase> = [
  ['並請留意勿隨意停放車輛', 'parkConsiderately'],
  ['提供免費停車服務', 'freeParking'],
  ['免費提供專用停車場', 'freeParkingOnSite'],
  ['本館有免費停車場', 'freeParkingOnSite'],
  ['路邊皆有收費停車格', 'paidRoadsideParking'],
  ['設有汽機車停車格', 'carAndScooterSpaces'],
  ['內有汽機車停車格', 'carAndScooterSpaces'],
  ['有汽機車停車格', 'carAndScooterSpaces'],
  ['現場設有停車格', 'parkingOnSite'],
  ['備有大型停車場', 'largeCarPark'],
  ['路邊免費停車', 'freeRoadsideParking'],
  ['有專屬停車場', 'parkingOnSite'],
  ['附設停車場', 'parkingOnSite'],
  ['附設停車位', 'parkingOnSite'],
  ['園區內停車', 'parkingOnSite'],
  ['廣大停車場', 'largeCarPark'],
  ['備有停車位', 'parkingAvailable'],
  ['有停車位', 'parkingAvailable'],
  ['有停車場', 'parkingAvailable'],
  ['免費停車', 'freeParking'],
  ['路邊停車', 'roadsideParking'],
  ['可停車', 'parkingAvailable'],
];

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
  ticket: [phraseReader(TICKET_PHRASES), readPrice],
  parking: [phraseReader(PARKING_PHRASES), readSpaces],
};

/** The statements of a practical note, or undefined where the note is not read whole. */
export function readPracticalNote(field: NoteField, note: string): NoteStatement[] | undefined {
  if (field === 'hours') return readOpeningNote(note);
  return readClauses(normalizeNote(note), READERS[field]);
}
