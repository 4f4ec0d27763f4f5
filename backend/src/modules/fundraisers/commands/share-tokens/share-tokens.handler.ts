import { competeMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { randomUUID } from 'node:crypto';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { Ledger } from '../../../ledger/ledger';
import { LedgerBalances } from '../../../ledger/ledger-balances';
import { Membership } from '../../entities/membership.entity';
import { TokensShared } from '../../events/tokens-shared.event';
import { requireMembership } from '../../policies/membership-access.policy';
import { ShareTokensCommand } from './share-tokens.command';

/**
 * The caller must be a participant of the fundraiser and the team member must be on the caller's team there.
 * One transaction moves the tokens through the ledger (which locks both wallets, so concurrent shares from one
 * wallet never overdraw it, and answers 'Not enough tokens to share!' when it holds too few) and publishes
 * TokensShared. The team member receives into the wallet they spend from: their first membership of the
 * fundraiser, as token purchases and their dashboard choose it.
 */
@CommandHandler(ShareTokensCommand)
export class ShareTokensHandler implements ICommandHandler<ShareTokensCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly ledger: Ledger,
    private readonly balances: LedgerBalances,
  ) {}

  async execute({ accountId, input }: ShareTokensCommand) {
    const { fundRaiserId: fundraiserId, teamMemberId, tokensToSend } = input;
    return this.uow.run(async ({ em, publish }) => {
      const sender = await requireMembership(em, accountId, fundraiserId, 'participant');
      const onTeam = await em.count(Membership, {
        fundraiserId,
        accountId: teamMemberId,
        role: 'teamMember',
        participantId: accountId,
      });
      if (onTeam === 0) throw new DomainError('not-found', competeMessages.teamMemberNotOnTeam);
      const receiver = await em.findOneOrFail(
        Membership,
        { fundraiserId, accountId: teamMemberId, role: 'teamMember' },
        { orderBy: { joinedAt: 'asc', id: 'asc' } },
      );

      const shareId = randomUUID();
      const posting = await this.ledger.transferTokens(em, {
        externalRef: `share:${shareId}`,
        fromMembershipId: sender.id,
        toMembershipId: receiver.id,
        tokens: tokensToSend,
        fundraiserId,
      });
      publish(
        new TokensShared({
          shareId,
          fundraiserId,
          fromMembershipId: sender.id,
          toMembershipId: receiver.id,
          tokens: tokensToSend,
          ledgerVersion: posting.transactionId,
        }),
      );
      const totals = await this.balances.membershipTotals([sender.id, receiver.id], em);
      return {
        tokens: totals.get(sender.id)?.tokens ?? 0,
        teamMemberId,
        teamMemberTokens: totals.get(receiver.id)?.tokens ?? 0,
      };
    });
  }
}
