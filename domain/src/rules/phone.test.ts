import { describe, expect, it } from 'vitest';
import { callablePhone, isNormalizedPhone, normalizePhone, telHref } from './phone';

describe('callablePhone', () => {
  it.each([
    ['03-8621100', '03-8621100'],
    ['089-281530', '089-281530'],
    ['+886-3-8621100', '03-8621100'],
    ['0912-345-678', '0912-345678'],
    ['09-37533483', '0937-533483'],
    // A digit short: no Taiwanese number, so nothing to call.
    ['(03)763588', ''],
    ['886-8-932614', ''],
    [' 03-8232151 ', '03-8232151'],
    ['03-8300000', '03-8300000'],
    ['03-0000000', ''],
    ['089-000000', ''],
    ['0000000', ''],
    ['00', ''],
    ['', ''],
    ['   ', ''],
    ['無', ''],
  ])('%j → %j', (tel, expected) => {
    expect(callablePhone(tel)).toBe(expected);
  });
});

describe('normalizePhone', () => {
  it.each([
    // Mobiles, however an upstream wrote them, read 0937-533483.
    ['09-37533483', '0937-533483'],
    ['886-9-37533483', '0937-533483'],
    ['+886 937 533 483', '0937-533483'],
    ['0937533483', '0937-533483'],
    ['0937-533-483', '0937-533483'],
    // Landlines by their area code: Hualien 03, Taitung and Green Island 089, Taichung 04.
    ['886-3-8601400', '03-8601400'],
    ['(03)8123199', '03-8123199'],
    ['(089)931638#12', '089-931638#12'],
    ['886-89-672026', '089-672026'],
    ['08-9671095', '089-671095'],
    ['886-8-9732073＃21', '089-732073#21'],
    ['08-7325566', '08-7325566'],
    ['04-25150855轉育樂課', '04-25150855'],
    ['089-811020關山工作站', '089-811020'],
    ['03-8527526 分機 12', '03-8527526#12'],
    ['0800385858', '0800-385858'],
    ['03-8621100', '03-8621100'],
    // What is no Taiwanese number stays as written.
    ['8621100', '8621100'],
    ['03-86211', '03-86211'],
    ['無', '無'],
    ['', ''],
  ])('%j → %j', (tel, expected) => {
    expect(normalizePhone(tel)).toBe(expected);
  });

  it('writes only forms a call link dials as they are', () => {
    for (const tel of ['0937-533483', '03-8601400', '089-732073#21', '0800-385858'])
      expect(isNormalizedPhone(tel), tel).toBe(true);
    for (const tel of ['09-37533483', '0937533483', '08-9671095', '04-25150855轉育樂課', ''])
      expect(isNormalizedPhone(tel), tel).toBe(false);
  });
});

describe('telHref', () => {
  it.each([
    ['110', 'tel:110'],
    ['0800-011-765', 'tel:0800011765'],
    ['+886-3-8621100', 'tel:+88638621100'],
    [' (089) 281 530 #12 ', 'tel:089281530#12'],
  ])('%j → %s', (tel, href) => {
    expect(telHref(tel)).toBe(href);
  });
});
