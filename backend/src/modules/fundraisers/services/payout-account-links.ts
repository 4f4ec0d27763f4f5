import { fundraiserMessages, moneyMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { DomainError } from '../../../platform/http/domain-error';
import { VerifyPayoutAccountCommand } from '../ports/verify-payout-account.command';
import { HoldPayoutAccountQuery } from '../ports/hold-payout-account.query';
import type { Fundraiser } from '../entities/fundraiser.entity';
import { FundraiserGroup } from '../entities/fundraiser-group.entity';
import { FundraiserAccess } from '../policies/fundraiser-access.policy';
import { assertMayLinkPayoutAccount } from '../policies/fundraiser-permissions.policy';

/** What a payout account is linked to: the fundraiser itself, or one of its groups. */
export type PayoutLinkTarget = { fundraiserId: string; groupId?: undefined } | { groupId: string };

/** A link checked before any lock: the account to link and whose accounts may be linked. */
export interface PreparedLink {
  providerAccountId: string;
  ownerAccountIds: string[];
}

/**
 * Whose payout accounts may be linked to a fundraiser or its groups: the caller's own, and those of the
 * fundraiser's primary admin (the organisation's). Never another secondary admin's: donations would settle to a
 * person rather than to the organisation.
 */
export function linkableOwners(user: AuthenticatedUser, fundraiser: Fundraiser): string[] {
  return [...new Set([user.accountId, fundraiser.primaryAdminId].filter((id): id is string => Boolean(id)))];
}

/**
 * Linking payout accounts, shared by updateFundRaisingStripe and updateGroup's `stripe`. The payments context says
 * whether the account may be linked (it owns accounts); the fundraisers context says who may link and stores it.
 */
@Injectable()
export class PayoutAccountLinks {
  constructor(
    private readonly em: EntityManager,
    private readonly access: FundraiserAccess,
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  /**
   * Before any lock: who may link (refusals first, so nobody learns about accounts of fundraisers they do not run),
   * whether anything changes (null when the account is already linked), then the payments context's check, which
   * may ask the provider whether onboarding has finished.
   */
  async prepare(
    user: AuthenticatedUser,
    target: PayoutLinkTarget,
    providerAccountId: string,
  ): Promise<PreparedLink | null> {
    const { fundraiser, group } = await this.read(this.em.fork(), user, target);
    assertMayLinkPayoutAccount(user, fundraiser, group);
    if ((group ?? fundraiser).payoutAccountId === providerAccountId) return null;
    const ownerAccountIds = linkableOwners(user, fundraiser);
    await this.commands.execute(new VerifyPayoutAccountCommand(providerAccountId, ownerAccountIds));
    return { providerAccountId, ownerAccountIds };
  }

  /**
   * For a fundraiser being created in the caller's organisation (`primaryAdminId`): the same owners as once it exists
   * (the caller, its creator, and the organisation's primary admin), and the payments context's check.
   */
  async prepareForNew(
    user: AuthenticatedUser,
    primaryAdminId: string,
    providerAccountId: string,
  ): Promise<PreparedLink> {
    const ownerAccountIds = [...new Set([user.accountId, primaryAdminId])];
    await this.commands.execute(new VerifyPayoutAccountCommand(providerAccountId, ownerAccountIds));
    return { providerAccountId, ownerAccountIds };
  }

  /** Inside the linking transaction: the account must still be there (a deletion waits for this transaction). */
  async hold(em: EntityManager, link: PreparedLink): Promise<void> {
    const held = await this.queries.execute(
      new HoldPayoutAccountQuery(em, link.providerAccountId, link.ownerAccountIds),
    );
    if (!held) throw new DomainError('not-found', moneyMessages.accountNotFound);
  }

  private async read(
    em: EntityManager,
    user: AuthenticatedUser,
    target: PayoutLinkTarget,
  ): Promise<{ fundraiser: Fundraiser; group: FundraiserGroup | null }> {
    if (target.groupId === undefined) {
      return { fundraiser: await this.access.requireAdministered(em, user, target.fundraiserId), group: null };
    }
    const group = await em.findOne(FundraiserGroup, { id: target.groupId });
    const fundraiser = group
      ? await this.access.requireAdministered(em, user, group.fundraiserId).catch((error: unknown) => {
          if (error instanceof DomainError && error.kind === 'not-found') return null;
          throw error;
        })
      : null;
    if (!group || !fundraiser) throw new DomainError('not-found', fundraiserMessages.groupNotFound);
    return { fundraiser, group };
  }
}
