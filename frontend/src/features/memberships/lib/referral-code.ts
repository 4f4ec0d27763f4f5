import type { ParticipantDashboard } from '@fundplay/contracts';

/** The participant's code for its current group, else any code it holds in this fundraiser. */
export function currentReferralCode({ participantRefferalsCodes, group }: ParticipantDashboard): string | null {
  const forGroup = participantRefferalsCodes.find((code) => code.groupId === (group?._id ?? null));
  return (forGroup ?? participantRefferalsCodes[0])?.code ?? null;
}
