import { z } from 'zod';
import { canonicalTimeZone, fundRaisingIdField } from '../fundraisers/fields';
import { fundraiserMessages } from '../fundraisers/status';
import { moneyMessages } from './rules';

// The read-only queries of money: a payment's status, a fundraiser's money and its donations export.

export const paymentStatusQuerySchema = z.object({
  paymentIntentId: z
    .string()
    .trim()
    .regex(/^pi_[A-Za-z0-9]{4,64}$/, moneyMessages.paymentNotFound),
});
export const fundraiserMoneyQuerySchema = z.object({ fundRaisingId: fundRaisingIdField });

/**
 * The donations export's query: the fundraiser, and the viewer's IANA time zone (`America/Chicago`), in which it
 * writes its times; without one they are written in UTC. The zone is only a way of writing the times.
 */
export const fundraiserExportQuerySchema = fundraiserMoneyQuerySchema.extend({
  timeZone: z
    .string()
    .trim()
    .max(64, fundraiserMessages.timeZone)
    .transform((name, ctx) => {
      const zone = /^[A-Za-z0-9_+\-/]+$/.test(name) ? canonicalTimeZone(name) : null;
      if (zone === null) {
        ctx.addIssue({ code: 'custom', message: fundraiserMessages.timeZone });
        return z.NEVER;
      }
      return zone;
    })
    .optional(),
});
