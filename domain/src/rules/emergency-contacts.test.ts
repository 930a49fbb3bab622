import { describe, expect, it } from 'vitest';
import { emergencyContactOf, isEmergencyLine } from './emergency-contacts';

describe('emergencyContactOf', () => {
  it.each([
    ['110：警察（犯罪、交通事故）', { number: '110', purpose: '警察（犯罪、交通事故）' }],
    [
      '119: fire and ambulance (fire, sudden illness, injury, rescue)',
      { number: '119', purpose: 'fire and ambulance (fire, sudden illness, injury, rescue)' },
    ],
    [' 112：携帯電話の緊急通報番号 ', { number: '112', purpose: '携帯電話の緊急通報番号' }],
    [
      '0800-011-765: Tourism Administration travel information hotline; 24 hours, free',
      {
        number: '0800-011-765',
        purpose: 'Tourism Administration travel information hotline; 24 hours, free',
      },
    ],
    ['+886 3 862 1100 : front desk', { number: '+886 3 862 1100', purpose: 'front desk' }],
  ])('%j gives a contact', (line, contact) => {
    expect(emergencyContactOf(line)).toEqual(contact);
  });

  it.each([
    ['您在哪裡：鄉鎮、道路名稱，以及附近的地標'],
    ['On Provincial Highway 11 (the coast road), look for the distance marker'],
    ['1. Call first'],
    ['1: Call first'],
    ['110'],
    ['110：'],
    ['03-0000000：a placeholder, not a number'],
    [''],
  ])('%j gives none', (line) => {
    expect(emergencyContactOf(line)).toBeUndefined();
  });
});

describe('isEmergencyLine', () => {
  it.each([
    ['110', true],
    ['112', true],
    ['118', true],
    ['119', true],
    ['0800-011-765', false],
    ['089-281530', false],
    ['+886 3 862 1100', false],
  ])('%s → %s', (number, expected) => {
    expect(isEmergencyLine({ number, purpose: 'a line' })).toBe(expected);
  });
});
