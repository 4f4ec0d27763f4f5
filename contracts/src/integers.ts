import { z } from 'zod';

/** Digits only: no sign, space, decimal point, exponent or hex prefix. */
const DIGITS = /^\d+$/;

/**
 * A whole-number request field (an amount in cents, a count of tokens, a page size, a time in milliseconds): a JSON
 * number, or a string of digits, as query strings and form fields carry numbers. Anything else is refused with
 * `message`, where `z.coerce.number()` read `"0x2710"` as 10000, `"1e4"` as 10000, `[1000]` as 1000, `true` as 1 and
 * `""` as 0. `rules` then judges the number with the field's own messages (whole, at least, at most), so a fraction
 * such as `12.5` still gets the field's "whole number" message.
 */
export function integerField<Rules extends z.ZodType<unknown, number>>(message: string, rules: Rules) {
  return z
    .union([z.number({ error: message }), z.string({ error: message }).regex(DIGITS, message).transform(Number)], {
      error: message,
    })
    .pipe(rules);
}
