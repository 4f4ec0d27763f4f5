import { manualDonationSchema, type ParticipantRow } from '@fundplay/contracts';
import { contractResolver } from './contract-resolver';
import { centsForSchema } from './dollars';

/** Where manual funds are credited: the fundraiser itself, or one of its groups (by id). */
export const fundraiserTarget = 'fundraiser';

export interface ManualFundsValues {
  participantId: string;
  /** `fundraiserTarget` or a group's id. */
  target: string;
  amountDollars: string;
  comments: string;
  /** How the supporters wall names these funds ("Bake sale"); empty: "Offline gift". */
  label: string;
}

/** Where a participant's manual funds go unless the administrator says otherwise: their group, if they have one. */
export function defaultTargetOf(participant: Pick<ParticipantRow, 'groupId'> | undefined): string {
  return participant?.groupId ?? fundraiserTarget;
}

/** The addManualDonation request the form stands for (amount in cents; exactly one of fundRaiserId and groupId). */
export function manualFundsRequestOf(fundraiserId: string, values: ManualFundsValues) {
  const { participantId, target, amountDollars, comments, label } = values;
  return {
    amount: amountDollars.trim() === '' ? 0 : centsForSchema(amountDollars),
    comments: comments.trim() === '' ? undefined : comments,
    label: label.trim() === '' ? undefined : label,
    participantId,
    ...(target === fundraiserTarget ? { fundRaiserId: fundraiserId } : target ? { groupId: target } : {}),
  };
}

/** Validates with the server's manualDonationSchema: whole dollars, at least $1, a participant and a target. */
export function manualFundsResolver(fundraiserId: string) {
  return contractResolver(
    manualDonationSchema,
    (values: ManualFundsValues) => manualFundsRequestOf(fundraiserId, values),
    {
      fieldOf: (path) => {
        if (path === 'amount') return 'amountDollars';
        if (path === 'fundRaiserId' || path === 'groupId') return 'target';
        return path;
      },
    },
  );
}
