// The campaign pages' limits and messages, without zod: the public pages show them on their first load (a closed
// page's reason, the message counter) and must not bring the schemas with them.

export const campaignLimits = {
  supporterMessageMax: 280,
  storyMax: 5000,
  whyRaisingMax: 600,
  manualLabelMax: 60,
  supportersPageSize: 10,
  topParticipants: 5,
  /** A personal goal in whole dollars, from $1 to $1,000,000. */
  personalGoalMinCents: 100,
  personalGoalMaxCents: 100_000_000,
} as const;

export const campaignMessages = {
  supporterMessageLength: `Keep your message to ${campaignLimits.supporterMessageMax} characters`,
  storyLength: `Keep the story to ${campaignLimits.storyMax} characters`,
  whyRaisingLength: `Keep it to ${campaignLimits.whyRaisingMax} characters`,
  manualLabelLength: `Keep the label to ${campaignLimits.manualLabelMax} characters`,
  personalGoalWhole: 'Enter your goal in whole dollars, from $1 to $1,000,000',
  codeOrSlug: 'Open the page from its link',
  noGroupForLink: 'Your referral link appears here once an administrator puts you in a group.',
  notAcceptingNoPayoutAccount: 'This fundraiser cannot take gifts yet: its organizers are still setting up payments.',
} as const;
