import { moneyMessages, platformFeeCents, type PaymentIntentStart } from '@fundplay/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../config/app-config';
import { ResolveTokenPurchaseTargetQuery } from '../../../fundraisers/queries/resolve-token-purchase-target/resolve-token-purchase-target.query';
import { GetPeopleQuery } from '../../../identity/queries/get-people/get-people.query';
import { CardPaymentStarter } from '../../services/card-payment-starter';
import { StartTokenPurchaseCommand } from './start-token-purchase.command';

/**
 * The caller must be a member of the fundraiser (a participant or team member). Tokens cost TOKEN_PRICE_CENTS each;
 * the charge pays the group's (else the fundraiser's) cause like a donation, with the same platform fee.
 */
@CommandHandler(StartTokenPurchaseCommand)
export class StartTokenPurchaseHandler implements ICommandHandler<StartTokenPurchaseCommand> {
  constructor(
    private readonly queries: QueryBus,
    private readonly starter: CardPaymentStarter,
    private readonly config: AppConfig,
  ) {}

  async execute({ user, purchase }: StartTokenPurchaseCommand): Promise<PaymentIntentStart> {
    const target = await this.queries.execute(
      new ResolveTokenPurchaseTargetQuery(
        user.accountId,
        purchase.groupId ? { groupId: purchase.groupId } : { fundraiserId: purchase.fundRaiserId as string },
      ),
    );
    const destinationAccountId = await this.starter.destinationFor(target);
    const [buyer] = await this.queries.execute(new GetPeopleQuery([user.accountId]));
    const tokens = purchase.amount;
    const amountCents = tokens * this.config.pricing.tokenPriceCents;
    return this.starter.start(
      {
        kind: 'tokenPurchase',
        fundraiserId: target.fundraiserId,
        groupId: target.groupId,
        membershipId: null,
        buyerMembershipId: target.buyerMembershipId,
        sponsorId: null,
        tokens,
        amountCents,
        giftCents: amountCents,
        coveredFeeCents: 0,
        platformFeeCents: platformFeeCents(amountCents, this.config.pricing.platformFeeBasisPoints),
        donorFirstName: buyer?.firstName ?? '',
        donorLastName: buyer?.lastName ?? '',
        donorEmail: user.email,
        anonymous: false,
      },
      {
        destinationAccountId,
        description: `${tokens} FundPlay token${tokens === 1 ? '' : 's'} for ${target.fundraiserName}`,
        refusalMessage: moneyMessages.tokenPurchaseError,
      },
    );
  }
}
