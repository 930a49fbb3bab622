/**
 * A phone number a visitor can call, in the form normalizePhone writes, or '' for none. Some
 * open-data records fill the field with a placeholder, an area code and zeros ("03-0000000"),
 * or with a number a digit short ("(03)763588"); offering to call either would ring nobody,
 * so it counts as no number (requirements §5: a call link only where there is a number).
 */
export function callablePhone(tel: string): string {
  const normalized = normalizePhone(tel);
  const digits = normalized.replace(/\D/g, '');
  // The area code (0 and one or two digits) may be anything; the subscriber part must not be all zeros.
  const placeholder = /^0\d{0,2}0{5,}$/.test(digits);
  return placeholder || !isNormalizedPhone(normalized) ? '' : normalized;
}

/**
 * Taiwan's numbering plan: the national prefix with how many digits follow it. Longer
 * prefixes come first, so Taitung's 089 is read before Pingtung's 08 and Kinmen's 0826
 * before 082. Mobiles (09) and toll-free numbers (0800) are written 4-6, the rest area-number.
 */
const NUMBERING: readonly { prefix: string; rest: readonly number[] }[] = [
  { prefix: '0800', rest: [6] },
  { prefix: '0826', rest: [5] },
  { prefix: '0836', rest: [5] },
  { prefix: '09', rest: [8] },
  { prefix: '089', rest: [6] },
  { prefix: '082', rest: [6] },
  { prefix: '049', rest: [7] },
  { prefix: '037', rest: [6] },
  { prefix: '02', rest: [8] },
  { prefix: '04', rest: [7, 8] },
  { prefix: '03', rest: [7] },
  { prefix: '05', rest: [7] },
  { prefix: '06', rest: [7] },
  { prefix: '07', rest: [7] },
  { prefix: '08', rest: [7] },
];

/** The number, then an extension written with #, ＃, 轉 or 分機, then whatever note follows. */
const PHONE_TEXT = /^([+\d\s()（）\-－]+)(?:(?:#|＃|轉|分機|ext\.?)\s*(\d{1,5}))?\s*(\D.*)?$/i;

function formatDigits(national: string): string | undefined {
  for (const { prefix, rest } of NUMBERING) {
    if (!national.startsWith(prefix)) continue;
    const subscriber = national.slice(prefix.length);
    if (!rest.includes(subscriber.length)) return undefined;
    // A mobile is read 0937-533483: its four-digit prefix, then six.
    if (prefix === '09') return `${national.slice(0, 4)}-${national.slice(4)}`;
    return `${prefix}-${subscriber}`;
  }
  return undefined;
}

/**
 * A Taiwanese phone number in the form people dial and read: 03-8621100, 089-281530,
 * 0937-533483, 0800-385858, with an extension as #21. Upstreams write the same number as
 * 886-9-37533483, (089)931638, 0937533483 or 08-9732073＃21; all become one form. A note after
 * the number (轉育樂課, 關山工作站) is left out, and text that is no Taiwanese number is kept
 * as written.
 */
export function normalizePhone(text: string): string {
  const written = text.trim();
  const match = PHONE_TEXT.exec(written);
  if (!match) return written;
  const [, number = '', extension] = match;
  let digits = number.replace(/\D/g, '');
  if (digits.startsWith('886')) digits = `0${digits.slice(3).replace(/^0/, '')}`;
  const formatted = formatDigits(digits);
  if (!formatted) return written;
  return extension ? `${formatted}#${extension}` : formatted;
}

/** Whether a number is written as normalizePhone writes it, which a call link dials as it is. */
export const isNormalizedPhone = (tel: string): boolean =>
  /^0\d{1,3}-\d{5,8}(#\d{1,5})?$/.test(tel) && normalizePhone(tel) === tel;

/** The address of a call link: the number with only what a dialler reads (digits, +, #, ,). */
export function telHref(tel: string): string {
  return `tel:${tel.replace(/[^\d+#,]/g, '')}`;
}
