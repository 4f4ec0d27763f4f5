import { z } from 'zod';
import { integerField } from '../integers';
import { fundRaisingIdField, groupIdField } from '../fundraisers/fields';
import { moneyLimits, moneyMessages } from './rules';

/** POST /api/authRoutes/buyTokens: `amount` is a number of tokens, bought for a fundraiser or one of its groups. */
export const buyTokensSchema = z
  .object({
    amount: integerField(
      moneyMessages.tokensMinimum,
      z
        .number()
        .int(moneyMessages.tokensWhole)
        .min(1, moneyMessages.tokensMinimum)
        .max(moneyLimits.maxTokensPerPurchase, moneyMessages.tokensMaximum),
    ),
    fundRaiserId: fundRaisingIdField.optional(),
    groupId: groupIdField.optional(),
  })
  .refine((body) => Boolean(body.fundRaiserId) !== Boolean(body.groupId), {
    message: moneyMessages.tokensTarget,
    path: ['fundRaiserId'],
  });
export type BuyTokensRequest = z.input<typeof buyTokensSchema>;
