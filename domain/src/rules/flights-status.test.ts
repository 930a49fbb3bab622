import { describe, expect, it } from 'vitest';
import { flightStatusOfRemark, isGone } from './flights-status';

describe('flightStatusOfRemark', () => {
  it.each([
    ['準時', '', 'on-time'],
    ['', 'ON TIME', 'on-time'],
    ['登機', 'BOARDING', 'boarding'],
    ['登機中', '', 'boarding'],
    ['已飛', 'DEPARTED', 'departed'],
    ['出發', '', 'departed'],
    ['即將起飛', 'DEPARTING', 'departing'],
    ['安檢', 'SECURITY CHECK', 'security-check'],
    ['報到', 'CHECK IN', 'check-in'],
    ['', 'Check-in', 'check-in'],
    ['延誤', 'DELAYED', 'delayed'],
    ['延誤 取消', '', 'cancelled'],
    ['取消', 'CANCELLED', 'cancelled'],
    ['', 'Cancelled', 'cancelled'],
    ['已到', 'ARRIVED', 'arrived'],
    ['抵達', '', 'arrived'],
    ['時間更改', 'SCHEDULE CHANGE', 'other'],
    ['', '', 'other'],
  ] as const)('%s / %s → %s', (remark, remarkEn, expected) => {
    expect(flightStatusOfRemark(remark, remarkEn)).toBe(expected);
  });

  it('reads the Chinese words before the English ones', () => {
    expect(flightStatusOfRemark('延誤', 'ON TIME')).toBe('delayed');
  });

  it('falls back to the English words when the Chinese say nothing it knows', () => {
    expect(flightStatusOfRemark('加班機', 'BOARDING')).toBe('boarding');
  });
});

describe('isGone', () => {
  it.each([
    ['departed', true],
    ['cancelled', true],
    ['arrived', true],
    ['delayed', false],
    ['departing', false],
    ['on-time', false],
    ['other', false],
  ] as const)('%s → %s', (status, expected) => {
    expect(isGone(status)).toBe(expected);
  });
});
