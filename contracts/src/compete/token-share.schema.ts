import { z } from 'zod';
import { integerField } from '../integers';
import { fundRaiserIdField, uuid } from './ids';
import { competeLimits, competeMessages } from './rules';

/** PUT /api/participantRoutes/sendTokensToTeamMember (spec §7, plus the fundraiser whose wallet pays). */
export const shareTokensSchema = z.object({
  fundRaiserId: fundRaiserIdField,
  /** One team member's account id (`_id` of the dashboard's team member row); a list is refused. */
  teamMemberId: uuid(competeMessages.oneTeamMember),
  tokensToSend: integerField(
    competeMessages.tokensWhole,
    z
      .number()
      .int(competeMessages.tokensWhole)
      .min(competeLimits.minTokensToShare, competeMessages.tokensWhole)
      .max(competeLimits.maxTokensToShare, competeMessages.notEnoughToShare),
  ),
});
export type ShareTokensRequest = z.input<typeof shareTokensSchema>;
