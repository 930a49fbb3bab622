import { describe, expect, it } from 'vitest';
import { type ClauseReader, normalizeNote, readClauses } from './note-clauses';

describe('normalizeNote', () => {
  it.each([
    ['09：30~18：00', '09:30~18:00'],
    ['07:00～19:00', '07:00~19:00'],
    ['13:00-17:00 （周二、三公休）', '13:00-17:00 (週二、三公休)'],
    ['星期一 - 星期日: 9:00 - 18:00', '週一 - 週日: 9:00 - 18:00'],
    ['禮拜日', '週日'],
    ['路邊停車，並請留意勿隨意停放車輛。', '路邊停車,並請留意勿隨意停放車輛'],
    ['免費參觀．', '免費參觀'],
    ['  全天候開放 \n', '全天候開放'],
  ])('%j → %j', (note, expected) => {
    expect(normalizeNote(note)).toBe(expected);
  });
});

/** A reader of the words "a" and "b", for the clause mechanics alone. */
const word: ClauseReader<string> = (text, at) =>
  text[at] === 'a' || text[at] === 'b' ? { statements: [text[at]!], end: at + 1 } : undefined;

describe('readClauses', () => {
  it.each<[string, string[] | undefined]>([
    ['a', ['a']],
    ['a,b', ['a', 'b']],
    ['ab', ['a', 'b']],
    ['(a) b;a、b', ['a', 'b', 'a', 'b']],
    [' a ', ['a']],
    ['a,c', undefined],
    ['ca', undefined],
    ['', undefined],
    [',;', undefined],
  ])('%j → %j', (note, expected) => {
    expect(readClauses(note, [word])).toEqual(expected);
  });
});
