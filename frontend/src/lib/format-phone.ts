/**
 * A phone number as people write it: a US or Canadian number (stored in E.164, `+15551234567`) as
 * `(555) 123-4567`; any other country's number stays in its international form (`+442079460958`), which is
 * unambiguous without per-country grouping rules. Text that is not a phone number is shown as it is.
 */
export function formatPhone(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/[\s().-]/g, '');
  const national = /^(?:\+?1)?(\d{3})(\d{3})(\d{4})$/.exec(digits);
  if (!national) return trimmed;
  const [, area, exchange, line] = national;
  return `(${area}) ${exchange}-${line}`;
}
