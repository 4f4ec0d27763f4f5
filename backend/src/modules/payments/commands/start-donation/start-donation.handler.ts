import { chargeCoveringFee, moneyMessages, platformFeeCents, type PaymentIntentStart } from '@fundplay/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { DomainError } from '../../../../platform/http/domain-error';
import { FindSponsorQuery } from '../../../fundraisers/queries/find-sponsor/find-sponsor.query';
import { ResolveDonationTargetQuery } from '../../../fundraisers/queries/resolve-donation-target/resolve-donation-target.query';
import { CardPaymentStarter } from '../../services/card-payment-starter';
import { StartDonationCommand } from './start-donation.command';

/**
 * Resolves the referral code (the fundraisers context's query), refuses a fundraiser that is not running or whose
 * credited account cannot take charges, works out the charge (the gift, or the gift plus the platform fee when the
 * donor covers it) and the platform's application fee, then writes the payment and creates its PaymentIntent.
 */
@CommandHandler(StartDonationCommand)
export class StartDonationHandler implements ICommandHandler<StartDonationCommand> {
  constructor(
    private readonly queries: QueryBus,
    private readonly starter: CardPaymentStarter,
    private readonly config: AppConfig,
  ) {}

  async execute({ donation }: StartDonationCommand): Promise<PaymentIntentStart> {
    const target = await this.queries.execute(new ResolveDonationTargetQuery(donation.referalCode));
    const destinationAccountId = await this.starter.destinationFor(target);
    const business = donation.type === 'business';
    // A sponsorship credits the sponsor the donor added for this very fundraiser (addSponsor), or none at all.
    const sponsor =
      business && donation.sponsorId
        ? await this.queries.execute(new FindSponsorQuery(donation.sponsorId, target.fundraiserId))
        : null;
    if (business && !sponsor) {
      throw new DomainError('invalid', moneyMessages.sponsorRequired, { sponsorId: [moneyMessages.sponsorRequired] });
    }
    const feeBasisPoints = this.config.pricing.platformFeeBasisPoints;
    const giftCents = donation.amount;
    const amountCents = donation.coverFee ? chargeCoveringFee(giftCents, feeBasisPoints) : giftCents;
    return this.starter.start(
      {
        kind: 'donation',
        fundraiserId: target.fundraiserId,
        groupId: target.groupId,
        membershipId: target.membershipId,
        buyerMembershipId: null,
        sponsorId: sponsor?.id ?? null,
        tokens: 0,
        amountCents,
        giftCents,
        coveredFeeCents: amountCents - giftCents,
        platformFeeCents: platformFeeCents(amountCents, feeBasisPoints),
        donorFirstName: donation.firstName,
        donorLastName: donation.lastName,
        donorEmail: donation.email,
        anonymous: !business && donation.anonymous,
        trackingCode: donation.trackingCode ?? null,
        // An empty message (only spaces) is no message.
        message: donation.message || null,
        showAmount: donation.showAmount,
        sponsorName: sponsor?.businessName || null,
      },
      {
        destinationAccountId,
        description: `Donation to ${target.fundraiserName}`,
        refusalMessage: 'Your donation could not be started. Please try again.',
      },
    );
  }
}
