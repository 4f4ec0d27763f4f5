import { fundraiserMessages, type PrivilegeName } from '@fundplay/contracts';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { DomainError } from '../../../platform/http/domain-error';
import { GetAdministratorScopeQuery } from '../../identity/queries/get-administrator-scope/get-administrator-scope.query';
import { Fundraiser } from '../entities/fundraiser.entity';
import { FundraiserGroup } from '../entities/fundraiser-group.entity';

/** Whether an administrator holds a privilege: primary admins hold all; secondary admins theirs, or fullAccess. */
export function holdsPrivilege(user: AuthenticatedUser, privilege: PrivilegeName): boolean {
  if (user.role === 'admin') return true;
  if (user.role !== 'secondaryAdmin' || user.adminApproval !== true) return false;
  return user.privileges.fullAccess || user.privileges[privilege];
}

/** Before its start a fundraiser may be edited, deleted and regrouped; from the start on it may not. */
export function hasStarted(fundraiser: Fundraiser, now: Date = new Date()): boolean {
  return now.getTime() >= fundraiser.startsAt.getTime();
}

/**
 * Which fundraisers an administrator may act on: those of the primary admin they act for (a primary admin's
 * own; a secondary admin's inviting primary admin's). Anything else answers "not found", so ids reveal nothing.
 */
@Injectable()
export class FundraiserAccess {
  constructor(private readonly queries: QueryBus) {}

  /** The primary admin the caller acts for, or null when the caller is not an (approved) administrator. */
  async primaryAdminOf(user: AuthenticatedUser): Promise<string | null> {
    if (user.role === 'admin') return user.accountId;
    if (user.role !== 'secondaryAdmin' || user.adminApproval !== true) return null;
    const scope = await this.queries.execute(new GetAdministratorScopeQuery(user.accountId));
    return scope?.primaryAdminId ?? null;
  }

  /** The fundraiser if the caller administers it (optionally locked for update); otherwise a 404. */
  async requireAdministered(
    em: EntityManager,
    user: AuthenticatedUser,
    fundraiserId: string,
    options: { lock?: boolean } = {},
  ): Promise<Fundraiser> {
    const primaryAdminId = await this.primaryAdminOf(user);
    const fundraiser = primaryAdminId
      ? await em.findOne(
          Fundraiser,
          { id: fundraiserId, primaryAdminId },
          options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
        )
      : null;
    if (!fundraiser) throw new DomainError('not-found', fundraiserMessages.notFound);
    return fundraiser;
  }

  /** The group and its fundraiser (locked for update) if the caller administers the fundraiser; otherwise a 404. */
  async requireAdministeredGroup(
    em: EntityManager,
    user: AuthenticatedUser,
    groupId: string,
  ): Promise<{ fundraiser: Fundraiser; group: FundraiserGroup }> {
    const found = await em.findOne(FundraiserGroup, { id: groupId });
    const fundraiser = found
      ? await this.requireAdministered(em, user, found.fundraiserId, { lock: true }).catch((error: unknown) => {
          if (error instanceof DomainError && error.kind === 'not-found') return null;
          throw error;
        })
      : null;
    // Read again under the fundraiser's lock: a concurrent delete may have removed it meanwhile.
    const group = fundraiser ? await em.findOne(FundraiserGroup, { id: groupId }, { refresh: true }) : null;
    if (!fundraiser || !group) throw new DomainError('not-found', fundraiserMessages.groupNotFound);
    return { fundraiser, group };
  }
}
