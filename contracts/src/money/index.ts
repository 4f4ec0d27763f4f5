/*
 * Money on the wire: every amount is integer cents (`…Cents` in responses; `amount` in the spec's request
 * bodies is cents too), token counts are whole numbers. The server enforces each rule of these files; the browser
 * repeats them with the same messages. Limits and texts have no zod (rules.ts), so first-load pages skip the schemas.
 */
export * from './rules';
export * from './payout-account.schema';
export * from './donation.schema';
export * from './token.schema';
export * from './query.schema';
export * from './responses';
