import { z } from 'zod';
import { returnPathField } from './return-path';

const id = z.uuid();
const text = z.string().max(10_000);

/**
 * Every domain event and the schema of its payload. Command handlers publish these inside their transaction
 * (as outbox rows); the relay fans each one out to the jobs subscribed to it, and the worker validates each
 * payload against its schema before a job sees it. Payloads are plain data and never carry a secret (a code,
 * a link token): they carry a reference, and the job reads the secret from the short-lived secret vault.
 */
export const domainEventSchemas = {
  /** A pending subscription asked for its confirmation link; `confirmationId` names the link's token in the vault. */
  NewsletterSubscribed: z.object({ subscriptionId: id, email: z.string().max(254), confirmationId: id }),
  /** The owner followed the confirmation link: the address is on the list from now on. */
  NewsletterSubscriptionConfirmed: z.object({ subscriptionId: id, email: z.string().max(254) }),
  SupportRequestReceived: z.object({
    supportRequestId: id,
    name: text,
    email: z.string().max(254),
    message: text,
  }),
  /** `codeId` is the one_time_codes row; the code itself waits in the secret vault under that id. */
  OneTimeCodeIssued: z.object({
    codeId: id,
    accountId: id,
    purpose: z.enum(['signUp', 'logIn', 'forgotPassword']),
    channel: z.enum(['phone', 'email']),
    destination: z.string().min(1).max(254),
    firstName: text,
  }),
  /** `linkId` names the link's token in the secret vault. */
  AdminEmailVerificationRequested: z.object({
    linkId: id,
    accountId: id,
    email: z.string().max(254),
    firstName: text,
    /** The page the link leads on to after login (an allow-listed path), when the sign-up named one. */
    next: returnPathField.optional(),
  }),
  /** The job reads the invitation's code from its row; the event does not carry it. */
  SecondaryAdminInvited: z.object({
    invitationId: id,
    email: z.string().max(254),
    firstName: text,
    inviterName: text,
  }),
  SecondaryAdminApproved: z.object({ accountId: id, email: z.string().max(254), firstName: text }),
  /** Too many wrong one-time codes for the account: code entry is paused and the owner is told by email. */
  OneTimeCodeEntryLocked: z.object({
    accountId: id,
    email: z.string().max(254),
    firstName: text,
    lockedMinutes: z.number().int().positive(),
  }),
  /**
   * A sign-up was proven with its one-time code. `intent` is what the sign-up asked for: an invitation to redeem
   * (its id; the code is never stored by identity) or a fundraiser to ask to join. The fundraisers context admits.
   */
  AccountSignUpVerified: z.object({
    accountId: id,
    role: z.enum(['admin', 'secondaryAdmin', 'participant', 'teamMember']),
    email: z.string().max(254),
    intent: z
      .object({
        invitationId: id.nullable(),
        publicLinkCode: z.string().max(100).nullable(),
        fundraiserId: id.nullable(),
        groupId: id.nullable(),
      })
      .nullable(),
  }),
  /** A private participant invitation; its code waits in the secret vault under `invitationId`. */
  ParticipantInvited: z.object({
    invitationId: id,
    email: z.string().max(254),
    phoneNo: z.string().max(32).nullable(),
    firstName: text,
    fundraiserName: text,
    inviterName: text,
  }),
  /** A private team-member invitation; its code waits in the secret vault under `invitationId`. */
  TeamMemberInvited: z.object({
    invitationId: id,
    email: z.string().max(254),
    phoneNo: z.string().max(32).nullable(),
    firstName: text,
    fundraiserName: text,
    participantName: text,
    userExists: z.boolean(),
  }),
  /** An admin approved a join request: the participant is a member now and is told so. */
  ParticipantAdmitted: z.object({
    accountId: id,
    fundraiserId: id,
    email: z.string().max(254),
    firstName: text,
    fundraiserName: text,
  }),
  /** A signed Stripe event was stored (once per event id); the payments job applies its effect. */
  StripeEventReceived: z.object({ stripeEventId: z.string().min(1).max(255), type: z.string().max(100) }),
  /** A card gift was fulfilled (from the signed webhook) and posted to the ledger. */
  DonationReceived: z.object({
    paymentId: id,
    fundraiserId: id,
    groupId: id.nullable(),
    /** The credited participant's membership, when the gift came through a participant's link. */
    membershipId: id.nullable(),
    amountCents: z.number().int().positive(),
    ledgerVersion: z.number().int().positive(),
    /** The outreach message's personal tracking code the donor came with, if any (events stored before: null). */
    trackingCode: z.string().max(64).nullable().default(null),
  }),
  /**
   * One settlement transaction posted card gifts to a fundraiser (one or a batch of them; each also has its
   * DonationReceived): what moves its totals on screens, once per transaction rather than once per gift.
   */
  DonationsSettled: z.object({
    fundraiserId: id,
    gifts: z.number().int().positive(),
    amountCents: z.number().int().positive(),
    /** The newest ledger transaction the settlement posted. */
    ledgerVersion: z.number().int().positive(),
  }),
  /** Tokens were paid for (signed webhook) and credited to the buyer's wallet. */
  TokensPurchased: z.object({
    paymentId: id,
    fundraiserId: id,
    groupId: id.nullable(),
    buyerMembershipId: id,
    tokens: z.number().int().positive(),
    amountCents: z.number().int().positive(),
    ledgerVersion: z.number().int().positive(),
  }),
  /** A refund (all or part of a gift or token purchase) was posted as reversing entries. */
  DonationRefunded: z.object({
    paymentId: id,
    fundraiserId: id,
    refundedCents: z.number().int().positive(),
    ledgerVersion: z.number().int().positive(),
  }),
  /**
   * A donor's dispute of a card payment moved money in the ledger: opened (the amount is held apart), won
   * (released back) or lost (given back to the card).
   */
  DonationDisputeSettled: z.object({
    paymentId: id,
    fundraiserId: id,
    disputeId: z.string().min(1),
    status: z.enum(['open', 'won', 'lost']),
    amountCents: z.number().int().positive(),
    ledgerVersion: z.number().int().positive(),
  }),
  /** An administrator recorded money given outside the card flow, credited to a participant. */
  ManualDonationRecorded: z.object({
    manualDonationId: id,
    fundraiserId: id,
    groupId: id.nullable(),
    membershipId: id,
    amountCents: z.number().int().positive(),
    ledgerVersion: z.number().int().positive(),
  }),
  /**
   * A fundraiser admin hid or restored a gift's message on the supporters wall. `version` is the moment of the
   * change (epoch ms), what 'fundraiser:supporters' announces.
   */
  SupporterMessageVisibilityChanged: z.object({
    paymentId: id,
    fundraiserId: id,
    hidden: z.boolean(),
    version: z.number().int().positive(),
  }),
  /** A participant shared tokens from their wallet to a team member's, in one fundraiser. */
  TokensShared: z.object({
    shareId: id,
    fundraiserId: id,
    fromMembershipId: id,
    toMembershipId: id,
    tokens: z.number().int().positive(),
    ledgerVersion: z.number().int().positive(),
  }),
  /** A compete run was finished and its replay verified on the server (only verified runs are published). */
  ScoreSubmitted: z.object({
    runId: id,
    fundraiserId: id,
    gameId: id,
    membershipId: id,
    groupId: id.nullable(),
    score: z.number().int().nonnegative(),
    level: z.number().int().nonnegative(),
    /** The run's place in `game_runs` order: the board's version once it is projected. */
    sequence: z.number().int().positive(),
  }),
  /** An outreach message is due (sent now, or released from its schedule); the outreach job delivers it once. */
  OutreachMessageDue: z.object({ messageId: id }),
} satisfies Record<string, z.ZodType>;

export type DomainEventName = keyof typeof domainEventSchemas;

/** Every domain event's payload, derived from its schema. */
export type DomainEventMap = { [N in DomainEventName]: z.output<(typeof domainEventSchemas)[N]> };

/** Every event name at run time, so the worker can check each has a subscriber. */
export const domainEventNames = Object.keys(domainEventSchemas) as DomainEventName[];

/** Server-to-client socket events. Notifications only: each carries a version, and clients refetch over HTTP. */
export interface ServerToClientEvents {
  'site:figures': (payload: { version: number }) => void;
  /** The fundraiser's totals changed; `version` is the ledger's, so a client ignores older ones and refetches. */
  'fundraiser:totals': (payload: { fundraiserId: string; version: number }) => void;
  /** The fundraiser's supporters wall changed without a new gift (an admin hid or restored a message); refetch. */
  'fundraiser:supporters': (payload: { fundraiserId: string; version: number }) => void;
  /** A game's board in the fundraiser changed (room `leaderboard:<fundraiserId>:<gameId>`); refetch when newer. */
  'leaderboard:changed': (payload: { fundraiserId: string; gameId: string; version: number }) => void;
}

export interface ClientToServerEvents {
  subscribe: (room: string, ack: (result: { ok: boolean; message?: string }) => void) => void;
  unsubscribe: (room: string) => void;
}
