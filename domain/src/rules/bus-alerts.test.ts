import { describe, expect, it } from 'vitest';
import { alertInForce, disrupts, namesOurRegion } from './bus-alerts';

const NOW = Date.parse('2026-11-25T06:00:00Z');
const HOUR = 3600_000;

describe('alertInForce', () => {
  it.each([
    ['begun, no end', { startsAt: NOW - HOUR }, true],
    ['begun, ending later', { startsAt: NOW - HOUR, endsAt: NOW + HOUR }, true],
    ['ended', { startsAt: NOW - 2 * HOUR, endsAt: NOW - HOUR }, false],
    ['not yet begun', { startsAt: NOW + HOUR }, false],
    ['no times at all', {}, true],
    ['unreadable times', { startsAt: Number.NaN, endsAt: Number.NaN }, true],
  ])('%s → %s', (_, times, inForce) => {
    expect(alertInForce(times, NOW)).toBe(inForce);
  });
});

describe('namesOurRegion', () => {
  it.each([
    [['1145 花蓮－臺東 改道'], true],
    [['台東轉運站暫停停靠'], true],
    [['Hualien Bus Station moved'], true],
    [['1815 臺北－桃園 停駛'], false],
    [['國道客運', '9025'], false],
  ])('%s → %s', (texts, ours) => {
    expect(namesOurRegion(...texts)).toBe(ours);
  });
});

describe('disrupts', () => {
  it.each([
    [0, true],
    [1, false],
    [2, true],
    [undefined, true],
  ])('Status %s → %s', (status, disruption) => {
    expect(disrupts(status)).toBe(disruption);
  });
});
