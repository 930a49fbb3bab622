import type { ClauseReader } from './note-clauses';
import type { NoteStatement, Vehicle } from './practical-notes';

/**
 * The parking fees of the notes, by vehicle and, where said, by day: "大型車：假日200元、平日170元"
 * (the vehicle first) and "非假日：大型車170元，小型車50元" (the days first). 停車費: before
 * them is their label.
 */

const VEHICLES: Record<string, Vehicle> = {
  大型車: 'coach',
  遊覽車: 'coach',
  大客車: 'coach',
  小型車: 'car',
  小客車: 'car',
  汽車: 'car',
  機車: 'motorcycle',
};
const DAYS: Record<string, 'weekdays' | 'holidays'> = {
  假日: 'holidays',
  非假日: 'weekdays',
  平日: 'weekdays',
};

const VEHICLE = '(大型車|遊覽車|大客車|小型車|小客車|汽車|機車)';
const DAY = '(非假日|假日|平日)';
const AMOUNT = '(\\d+)\\s*元';
const AND = '\\s*[、,;]?\\s*';

const fee = (vehicle: string, amount: string, day?: string): NoteStatement => ({
  kind: 'fee',
  vehicle: VEHICLES[vehicle]!,
  amount: Number(amount),
  ...(day ? { days: DAYS[day]! } : {}),
});

/** Reads a head and then as many items as follow it, or nothing where no item does. */
function listReader(
  head: string,
  item: string,
  statementsOf: (head: RegExpExecArray, item: RegExpExecArray) => NoteStatement,
): ClauseReader<NoteStatement> {
  const headPattern = new RegExp(head, 'y');
  const itemPattern = new RegExp(`${AND}${item}`, 'y');
  return (text, at) => {
    headPattern.lastIndex = at;
    const found = headPattern.exec(text);
    if (!found) return undefined;
    const statements: NoteStatement[] = [];
    let end = headPattern.lastIndex;
    for (;;) {
      itemPattern.lastIndex = end;
      const next = itemPattern.exec(text);
      if (!next) break;
      statements.push(statementsOf(found, next));
      end = itemPattern.lastIndex;
    }
    return statements.length > 0 ? { statements, end } : undefined;
  };
}

/** 停車費: the label of the fees after it. */
const readFeeLabel: ClauseReader<NoteStatement> = (text, at) => {
  const label = /停車費\s*:/y;
  label.lastIndex = at;
  return label.test(text) ? { statements: [], end: label.lastIndex } : undefined;
};

export const feeReaders: readonly ClauseReader<NoteStatement>[] = [
  readFeeLabel,
  listReader(`${VEHICLE}\\s*:?`, `(?:${DAY}\\s*)?${AMOUNT}`, (head, item) =>
    fee(head[1]!, item[2]!, item[1]),
  ),
  listReader(`${DAY}\\s*:`, `${VEHICLE}\\s*${AMOUNT}`, (head, item) =>
    fee(item[1]!, item[2]!, head[1]),
  ),
];
