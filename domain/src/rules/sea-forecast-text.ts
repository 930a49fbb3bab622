/**
 * CWA's sea-area forecast (F-A0012-001) gives its numbers as Chinese text: wave heights such as
 * 1至2公尺, 1.5公尺, 2至3公尺轉3至4公尺 or 0.5公尺以下, and wind on the Beaufort scale such as
 * 4至5級, 6級, 4至5陣風7級 or 4至5陣風7級晨轉5至6陣風8級 (a change during the period, 轉, and
 * gusts, 陣風). These read the smallest and largest values a text gives, so a rule can compare
 * them with its thresholds; the text itself is kept beside them for the visitor.
 */

/** A range read from a text; `min` equals `max` when the text gives one value. */
export interface ValueRange {
  min: number;
  max: number;
}

/** The wind of a period: the sustained force's range and, when given, the strongest gust. */
export interface BeaufortReading extends ValueRange {
  gust?: number;
}

/** Digits CWA writes half-width; a full-width text (１至２) is read the same. */
const halfWidth = (text: string) =>
  text.replace(/[０-９．]/g, (char) => String.fromCharCode(char.charCodeAt(0) - 0xfee0));

const numbersIn = (text: string): number[] =>
  (text.match(/\d+(?:\.\d+)?/g) ?? []).map(Number).filter((value) => Number.isFinite(value));

/** "以下" (or less) makes the range start at zero: 0.5公尺以下 is 0 to 0.5 m. */
const UP_TO = /以下/;

function rangeOf(values: number[], upTo: boolean): ValueRange | undefined {
  if (values.length === 0) return undefined;
  return { min: upTo ? 0 : Math.min(...values), max: Math.max(...values) };
}

/** Wave heights in metres from 浪高 text, or undefined when it holds no number. */
export function parseWaveHeight(text: string | undefined): ValueRange | undefined {
  if (text === undefined) return undefined;
  const plain = halfWidth(text);
  return rangeOf(numbersIn(plain), UP_TO.test(plain));
}

const GUST = /陣風\s*(\d+)\s*級?(?:以上)?/g;

/** Beaufort forces from 風力 text: the gusts apart from the sustained wind. */
export function parseBeaufort(text: string | undefined): BeaufortReading | undefined {
  if (text === undefined) return undefined;
  const plain = halfWidth(text);
  const gusts = [...plain.matchAll(GUST)].map((match) => Number(match[1]));
  const sustained = rangeOf(numbersIn(plain.replace(GUST, ' ')), UP_TO.test(plain));
  if (!sustained) return undefined;
  return gusts.length > 0 ? { ...sustained, gust: Math.max(...gusts) } : sustained;
}
