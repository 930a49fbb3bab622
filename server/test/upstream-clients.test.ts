import { describe, expect, it } from 'vitest';
import { cwaPayload } from '../src/providers/cwa/cwa-client';
import { moenvField, moenvRecordsOf } from '../src/providers/moenv/moenv-client';
import { retryAfterMsOf, UpstreamError } from '../src/providers/upstream-fetch';

describe("CWA's documents, whichever casing", () => {
  const records = { Locations: [] };
  it.each([
    ['lower case', { success: 'true', records }],
    ['capitalised', { Success: 'true', Records: records }],
    ['success as a boolean', { success: true, records }],
  ])('reads the REST records, %s', (_name, raw) => {
    expect(cwaPayload(raw, 'rest')).toBe(records);
  });

  it("reads the file API's root", () => {
    const root = { Dataset: {} };
    expect(cwaPayload({ cwaopendata: root }, 'file')).toBe(root);
  });

  it.each([
    ['a text', 'Invalid authorization key', 'rest', 'not an object'],
    ['an unsuccessful answer', { success: 'false', records }, 'rest', 'does not say success'],
    ['no records', { success: 'true' }, 'rest', 'no records'],
    ['a file answer without its root', { records }, 'file', 'no cwaopendata'],
  ] as const)('refuses %s, naming what is wrong', (_name, raw, api, message) => {
    expect(() => cwaPayload(raw, api)).toThrow(UpstreamError);
    expect(() => cwaPayload(raw, api)).toThrow(message);
  });
});

describe("MOENV's answers, whichever form", () => {
  const row = { sitename: '花蓮', aqi: '35' };
  it.each([
    ['the v2 envelope', { records: [row] }],
    ['a capitalised envelope', { Records: [row] }],
    ['a bare array', [row]],
  ])('reads the records of %s', (_name, answer) => {
    expect(moenvRecordsOf(answer)).toEqual([row]);
  });

  it('refuses an answer without records', () => {
    expect(() => moenvRecordsOf({ error: 'bad key' })).toThrow(
      'MOENV: the answer holds no records',
    );
  });

  it.each([
    [{ sitename: ' 臺東 ' }, '臺東'],
    [{ SiteName: '臺東' }, '臺東'],
    [{ Sitename: '臺東' }, '臺東'],
    [{ SITENAME: '臺東' }, '臺東'],
    [{ sitename: 7 }, '7'],
    [{}, ''],
  ])('reads a field of %j as %s', (rowOfCase, text) => {
    expect(moenvField(rowOfCase, 'sitename')).toBe(text);
  });
});

describe('Retry-After', () => {
  it.each([
    ['120', 120_000],
    ['0', 0],
    ['Thu, 26 Nov 2026 02:02:00 GMT', 120_000],
    ['soon', undefined],
    [null, undefined],
  ])('reads %s as %s ms', (header, ms) => {
    expect(retryAfterMsOf(header, Date.parse('2026-11-26T02:00:00Z'))).toBe(ms);
  });
});
