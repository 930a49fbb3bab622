import { describe, expect, it } from 'vitest';
import { callablePhone, telHref } from './phone';

describe('callablePhone', () => {
  it.each([
    ['03-8621100', '03-8621100'],
    ['089-281530', '089-281530'],
    ['+886-3-8621100', '+886-3-8621100'],
    ['0912-345-678', '0912-345-678'],
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
