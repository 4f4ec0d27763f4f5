import type { FundraiserStatus } from '../fundraisers/status';

/** Why a campaign page shows no gift form; null when it takes gifts. */
export type CampaignClosedReason = 'notStarted' | 'ended' | 'noPayoutAccount';

/** One entry of the supporters wall, as the donor (or, for manual funds, the admin) chose to show it. */
export interface Supporter {
  _id: string;
  /** "Jane D.", "Anonymous", a business's name, or the admin's label for manual funds. */
  name: string;
  /** Cents; null when the donor chose to hide the amount. */
  amount: number | null;
  /** Null when there is none or an admin hid it. */
  message: string | null;
  kind: 'gift' | 'sponsor' | 'manual';
  /** Epoch ms. */
  createdAt: number;
}

export interface SupportersPage {
  supporters: Supporter[];
  /** Pass back as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

export interface CampaignGroup {
  _id: string;
  groupName: string;
  /** Cents. */
  groupTarget: number;
  groupTotalDonations: number;
  /** The group's own donation code (`/donate/{code}`), when it has one. */
  code: string | null;
}

/**
 * GET /api/campaignRoutes/getCampaignPage: everything a fundraiser, group or participant page shows, in one read.
 * A participant is named by first name and last initial only, whoever asks.
 */
export interface CampaignPage {
  kind: 'fundraiser' | 'group' | 'participant';
  /** The code gifts on this page go through (`/donate/{code}`). */
  code: string;
  fundraiser: {
    _id: string;
    fundRaisingName: string;
    /** `/f/{slug}`. */
    slug: string;
    fundRaisingCause: string;
    /** Plain text; paragraphs separated by blank lines. */
    story: string | null;
    fundRaisingImage: string | null;
    coverImage: string | null;
    /** Cents. */
    fundRaisingGoal: number;
    totalFunding: number;
    supporterCount: number;
    fundRaisingStartTime: number;
    fundRaisingEndTime: number;
    status: FundraiserStatus;
    /** The fundraiser's own donation code. */
    code: string;
  };
  /** Gifts through this page's code are refused for this reason, before anyone fills the form. */
  closedReason: CampaignClosedReason | null;
  group: CampaignGroup | null;
  participant: {
    _id: string;
    /** "Jordan K." */
    displayName: string;
    firstName: string;
    /** Only when the participant turned it on (and, under 18, an admin approved it). */
    photo: string | null;
    /** Only when the participant turned it on. */
    whyRaising: string | null;
    /** Cents: the participant's own goal, or the group's goal divided by its participants. */
    goal: number;
    raised: number;
  } | null;
  /** Every group with its own goal: the race. */
  groups: CampaignGroup[];
  /** Top participants of the page's scope (the group's for a group page), by money raised. */
  topParticipants: { displayName: string; raised: number }[];
  sponsors: { _id: string; businessName: string; businessImage: string | null; websiteUrl: string | null }[];
  /** First page of the wall for this page's scope (the participant's own gifts on a participant page). */
  supporters: SupportersPage;
}

/** GET /api/campaignRoutes/getCampaignProfile: the participant's page settings, for the share kit and the editor. */
export interface CampaignProfile {
  fundRaisingId: string;
  displayName: string;
  whyRaising: string | null;
  /** Cents; null when the default applies. */
  personalGoal: number | null;
  /** Cents: what the page shows when `personalGoal` is null. */
  defaultGoal: number;
  raised: number;
  photo: string | null;
  showPhoto: boolean;
  showMessage: boolean;
  /** 'notNeeded' (18 or over), 'pending' or 'approved' (under 18). */
  photoApproval: 'notNeeded' | 'pending' | 'approved';
  /** The participant's donation code, created on first read when they are in a group; null otherwise. */
  referralCode: string | null;
}

/** GET /api/campaignRoutes/getSupporterMessages: every gift with a message, hidden ones included, for moderation. */
export interface SupporterMessageRow extends Supporter {
  /** The message as written, even when hidden. */
  message: string;
  hidden: boolean;
  /** Whom the gift credited: "Jordan K.", a group name or the fundraiser. */
  creditedTo: string;
}

/** GET /api/campaignRoutes/getParticipantPhotos: under-18 participants' photos waiting for (or given) approval. */
export interface ParticipantPhotoRow {
  participantId: string;
  displayName: string;
  photo: string;
  approved: boolean;
}
