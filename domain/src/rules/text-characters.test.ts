import { describe, expect, it } from 'vitest';
import { textFault, withLineFeeds, type TextFault, type TextShape } from './text-characters';

describe('textFault', () => {
  const cases: [string, string, TextShape, TextFault | undefined][] = [
    ['plain Chinese', '花蓮縣 七星潭', 'line', undefined],
    ['Japanese with an emoji pair and a ZWJ sequence', 'すごい 👍🏽 👨‍👩‍👧', 'line', undefined],
    ['NUL', 'a\u0000b', 'line', 'control'],
    ['ESC', 'a\u001B[31mb', 'line', 'control'],
    ['a line feed in one line', 'a\nb', 'line', 'control'],
    ['a carriage return in one line', 'a\rb', 'line', 'control'],
    ['a tab in one line', 'a\tb', 'line', 'control'],
    ['DEL', 'a\u007Fb', 'line', 'control'],
    ['a C1 control', 'a\u0085b', 'line', 'control'],
    ['right-to-left override', 'photo\u202Egpj.exe', 'line', 'control'],
    ['left-to-right isolate', 'a\u2066b', 'line', 'control'],
    ['byte order mark', '\uFEFFhello', 'line', 'control'],
    ['line separator', 'a\u2028b', 'line', 'control'],
    ['noncharacter', 'a\uFFFFb', 'line', 'control'],
    ['lone high surrogate', 'a\uD83Db', 'line', 'unicode'],
    ['lone low surrogate', 'a\uDC4Db', 'lines', 'unicode'],
    ['line feeds and tabs in several lines', 'first\n\tsecond', 'lines', undefined],
    ['NUL in several lines', 'first\n\u0000', 'lines', 'control'],
    ['a bare CR in several lines (not yet made LF)', 'a\rb', 'lines', 'control'],
    ['right-to-left override in several lines', 'a\n\u202Eb', 'lines', 'control'],
  ];
  it.each(cases)('%s', (_name, text, shape, fault) => {
    expect(textFault(text, shape)).toBe(fault);
  });
});

describe('withLineFeeds', () => {
  it('makes CR LF and a lone CR a line feed in several lines', () => {
    expect(withLineFeeds('a\r\nb\rc\nd', 'lines')).toBe('a\nb\nc\nd');
    expect(textFault(withLineFeeds('a\r\nb', 'lines'), 'lines')).toBeUndefined();
  });
  it('leaves a one-line text as sent, to be refused', () => {
    expect(withLineFeeds('a\r\nb', 'line')).toBe('a\r\nb');
  });
});
