import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { randomUUID } from 'node:crypto';
import { MinorUnitsType } from '../../../platform/database/minor-units.type';

export type PaymentKind = 'donation' | 'tokenPurchase';

/** Where a card payment stands, as FundPlay has settled it from Stripe's signed events (never the browser's word). */
export type PaymentRecordStatus = 'requires_payment' | 'succeeded' | 'failed' | 'refunded' | 'partially_refunded';

/** A dispute (chargeback) of the payment's charge: open while the bank decides, then won or lost. */
export type PaymentDisputeStatus = 'open' | 'won' | 'lost';

/**
 * A card payment FundPlay asked for: a gift through a referral code or a token purchase. Written before its
 * PaymentIntent (whose metadata and idempotency key name this row); the ledger, not this row, holds the money.
 * Amounts in cents: `amountCents` is what the card is charged (the gift plus a covered fee, or tokens × price).
 */
@Entity({ tableName: 'payments' })
export class Payment {
  @PrimaryKey({ type: 'uuid' })
  id: Opt<string> = randomUUID();

  @Property({ type: 'text' })
  kind!: PaymentKind;

  /** `pi_…`, set once the provider created the intent. */
  @Property({ type: 'text', nullable: true, unique: true })
  providerIntentId: string | null = null;

  @Property({ type: 'uuid' })
  fundraiserId!: string;

  @Property({ type: 'uuid', nullable: true })
  groupId: string | null = null;

  /** The credited participant's membership (donations through a participant's link). */
  @Property({ type: 'uuid', nullable: true })
  membershipId: string | null = null;

  /** Token purchases: whose wallet the tokens go to. */
  @Property({ type: 'uuid', nullable: true })
  buyerMembershipId: string | null = null;

  @Property({ type: 'integer' })
  tokens: Opt<number> = 0;

  @Property({ type: MinorUnitsType })
  amountCents!: number;

  /** What the donor chose to give (donations), or the purchase's price (token purchases). */
  @Property({ type: MinorUnitsType })
  giftCents!: number;

  @Property({ type: MinorUnitsType })
  coveredFeeCents: Opt<number> = 0;

  @Property({ type: MinorUnitsType })
  platformFeeCents!: number;

  /** Stripe's fee on the charge, once it succeeded. */
  @Property({ type: MinorUnitsType, nullable: true })
  processingFeeCents: number | null = null;

  @Property({ type: 'text' })
  donorFirstName: Opt<string> = '';

  @Property({ type: 'text' })
  donorLastName: Opt<string> = '';

  /** Where the receipt goes. */
  @Property({ type: 'text' })
  donorEmail: Opt<string> = '';

  @Property({ type: 'boolean' })
  anonymous: Opt<boolean> = false;

  @Property({ type: 'uuid', nullable: true })
  sponsorId: string | null = null;

  /** Sponsorships: the business name the gift was given under, as the supporters wall names it. */
  @Property({ type: 'text', nullable: true })
  sponsorName: string | null = null;

  /** Donations: the donor's words on the supporters wall (up to 280 characters), as written. */
  @Property({ type: 'text', nullable: true })
  message: string | null = null;

  /** Donations: false when the donor asked the wall not to show the amount. */
  @Property({ type: 'boolean' })
  showAmount: Opt<boolean> = true;

  /** A fundraiser admin hid the message from every page (null: shown); who did, for the record. */
  @Property({ type: 'timestamptz', nullable: true })
  messageHiddenAt: Date | null = null;

  @Property({ type: 'uuid', nullable: true })
  messageHiddenBy: string | null = null;

  /** Donations: the personal tracking code of the outreach message the donor came with, for its attribution. */
  @Property({ type: 'text', nullable: true })
  trackingCode: string | null = null;

  @Property({ type: 'text' })
  status: Opt<PaymentRecordStatus> = 'requires_payment';

  @Property({ type: MinorUnitsType })
  refundedCents: Opt<number> = 0;

  @Property({ type: 'text', nullable: true })
  failureMessage: string | null = null;

  /** A dispute (chargeback) was opened on the charge; the note says which and why. */
  @Property({ type: 'timestamptz', nullable: true })
  disputedAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  disputeNote: string | null = null;

  /** Where the dispute stands, as the ledger has it: `open` holds `disputedCents` apart until it closes. */
  @Property({ type: 'text', nullable: true })
  disputeStatus: PaymentDisputeStatus | null = null;

  /** The amount the dispute holds (open), gave back to the card (lost) or released (won). */
  @Property({ type: MinorUnitsType })
  disputedCents: Opt<number> = 0;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Opt<Date> = new Date();

  @Property({ type: 'timestamptz', nullable: true })
  succeededAt: Date | null = null;
}
