/**
 * A phone number a visitor can call, or '' for none. Some open-data records fill the field
 * with a placeholder, an area code and zeros ("03-0000000"); offering to call it would ring
 * nobody, so it counts as no number (SPEC §5: a call link only where there is a number).
 */
export function callablePhone(tel: string): string {
  const digits = tel.replace(/\D/g, '');
  // The area code (0 and one or two digits) may be anything; the subscriber part must not be all zeros.
  const placeholder = digits === '' || /^0\d{0,2}0{5,}$/.test(digits) || /^0+$/.test(digits);
  return placeholder ? '' : tel.trim();
}

/** The address of a call link: the number with only what a dialler reads (digits, +, #, ,). */
export function telHref(tel: string): string {
  return `tel:${tel.replace(/[^\d+#,]/g, '')}`;
}
