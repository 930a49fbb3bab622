import { describe, expect, it } from 'vitest';
import {
  BOOKING_CODE_ALPHABET,
  bookingCodeOf,
  groupedBookingCode,
  readBookingCode,
} from './booking-codes';

describe('BOOKING_CODE_ALPHABET', () => {
  it('has 31 characters, none read as another', () => {
    expect(BOOKING_CODE_ALPHABET).toHaveLength(31);
    expect(BOOKING_CODE_ALPHABET).not.toMatch(/[01OIL]/);
    expect(new Set(BOOKING_CODE_ALPHABET).size).toBe(31);
  });
});

describe('bookingCodeOf', () => {
  it.each([
    [[0, 1, 2, 3, 4, 5, 6, 7], '23456789'],
    [[30, 31, 61, 62, 247, 8, 9, 10], 'Z2Z2ZABC'],
    // 248 and above are skipped, so no character is likelier than another.
    [[248, 255, 0, 1, 2, 3, 4, 5, 6, 7], '23456789'],
    [[0, 1, 2, 3, 4, 5, 6], undefined],
    [[0, 1, 2, 3, 4, 5, 6, 250], undefined],
  ])('%j → %s', (bytes, code) => {
    expect(bookingCodeOf(Uint8Array.from(bytes))).toBe(code);
  });
});

describe('groupedBookingCode', () => {
  it('writes the code in two groups of four', () => {
    expect(groupedBookingCode('ABCD2345')).toBe('ABCD-2345');
  });
});

describe('readBookingCode', () => {
  it.each([
    ['ABCD-2345', 'ABCD2345'],
    ['ABCD2345', 'ABCD2345'],
    ['abcd-2345', 'ABCD2345'],
    [' abcd 2345 ', 'ABCD2345'],
    ['ab-cd-23-45', 'ABCD2345'],
    // Not a code: too short or long, or with a character a code never has.
    ['ABCD-234', undefined],
    ['ABCD-23456', undefined],
    ['ABCD-2340', undefined],
    ['ABCD-234O', undefined],
    ['ABCD-234I', undefined],
    ['ABCD-234L', undefined],
    ['kQ3v_Xy9-Zr2Ab7Cd8Ef4Gh5', undefined],
    ['', undefined],
  ])('%j → %s', (text, code) => {
    expect(readBookingCode(text)).toBe(code);
  });
});
