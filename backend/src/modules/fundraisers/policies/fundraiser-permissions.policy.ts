import { fundraiserMessages, identityMessages, moneyMessages, type FundraiserDetail } from '@fundplay/contracts';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { DomainError } from '../../../platform/http/domain-error';
import type { Fundraiser } from '../entities/fundraiser.entity';
import type { FundraiserGroup } from '../entities/fundraiser-group.entity';
import { hasStarted, holdsPrivilege } from './fundraiser-access.policy';

/*
 * Who may do what to a fundraiser the caller administers (FundraiserAccess.requireAdministered has already
 * established the caller acts for its primary admin). The commands enforce these rules and the dashboard's
 * `permissions` flags are computed by the same functions, so the screen never offers what the server refuses.
 */

/** Owners of a fundraiser change anything in it: the primary admin whose organisation runs it, and its creator. */
export function ownsFundraiser(user: AuthenticatedUser, fundraiser: Fundraiser): boolean {
  return user.accountId === fundraiser.primaryAdminId || user.accountId === fundraiser.createdBy;
}

/** Goal and cause: the owners, and secondary admins holding changeGoalsAndCause. */
export function mayChangeGoalsAndCause(user: AuthenticatedUser, fundraiser: Fundraiser): boolean {
  return ownsFundraiser(user, fundraiser) || holdsPrivilege(user, 'changeGoalsAndCause');
}

/** Only the primary admin deletes a fundraiser. */
export function mayDeleteFundraiser(user: AuthenticatedUser, fundraiser: Fundraiser): boolean {
  return user.accountId === fundraiser.primaryAdminId;
}

/** Creating groups (and managing any group): whoever may change goals and cause. */
export function mayManageGroups(user: AuthenticatedUser, fundraiser: Fundraiser): boolean {
  return mayChangeGoalsAndCause(user, fundraiser);
}

/** Editing, deleting, re-admining and filling one group: the fundraiser's group managers, or that group's own admin. */
export function mayManageGroup(user: AuthenticatedUser, fundraiser: Fundraiser, group: FundraiserGroup): boolean {
  return mayManageGroups(user, fundraiser) || group.adminAccountId === user.accountId;
}

/**
 * Sponsors, and manual funds credited to the fundraiser itself: the fundraiser admins of spec §4, who are the ones
 * managing its groups (its owners and holders of changeGoalsAndCause).
 */
export function mayManageFundraiserMoney(user: AuthenticatedUser, fundraiser: Fundraiser): boolean {
  return mayManageGroups(user, fundraiser);
}

/**
 * Linking a payout account: for the fundraiser, its owners (who edit its details); for a group, whoever manages
 * that group (spec §4, "link account"). Unlike editing, at any time: a running fundraiser may still need one.
 */
export function assertMayLinkPayoutAccount(
  user: AuthenticatedUser,
  fundraiser: Fundraiser,
  group: FundraiserGroup | null,
): void {
  const allowed = group ? mayManageGroup(user, fundraiser, group) : ownsFundraiser(user, fundraiser);
  if (!allowed) throw new DomainError('forbidden', identityMessages.forbidden);
}

/**
 * Manual funds (spec §4, "add manual funds"): for a group, whoever manages that group (its own admin included);
 * for the fundraiser itself, its fundraiser admins. Only while it runs, like card donations: before the start a
 * fundraiser may still be deleted, after the end its totals are final.
 */
export function assertMayAddManualFunds(
  user: AuthenticatedUser,
  fundraiser: Fundraiser,
  group: FundraiserGroup | null,
  now: Date = new Date(),
): void {
  const allowed = group ? mayManageGroup(user, fundraiser, group) : mayManageFundraiserMoney(user, fundraiser);
  if (!allowed) throw new DomainError('forbidden', identityMessages.forbidden);
  if (!hasStarted(fundraiser, now)) throw new DomainError('conflict', moneyMessages.notAcceptingNotStarted);
  if (now.getTime() >= fundraiser.endsAt.getTime()) throw new DomainError('conflict', moneyMessages.notAcceptingEnded);
}

/** What an update asks to change, as far as who may do it is concerned. */
export interface FundraiserChange {
  /** Name, address, bank details or schedule. */
  details: boolean;
  goalOrCause: boolean;
  logo: boolean;
  /** The campaign page's story or cover photo. */
  page?: boolean;
}

/**
 * Whether the caller may make this change now; throws the reason otherwise. Details, goal and cause change only
 * before the start. The logo is cosmetic: its owners may replace it at any time, so a running fundraiser can
 * still get the logo it forgot. The campaign page's story and cover are the cause's words and picture: whoever
 * may change goals and cause may change them, at any time (a page is worth improving while it raises).
 */
export function assertMayUpdate(
  user: AuthenticatedUser,
  fundraiser: Fundraiser,
  change: FundraiserChange,
  now: Date = new Date(),
): void {
  const owner = ownsFundraiser(user, fundraiser);
  const allowed = owner || (!change.details && !change.logo && mayChangeGoalsAndCause(user, fundraiser));
  if (!allowed) {
    const pageOnly = change.page && !change.details && !change.logo && !change.goalOrCause;
    throw new DomainError(
      'forbidden',
      pageOnly ? identityMessages.forbidden : fundraiserMessages.onlyPrimaryAdminEdits,
    );
  }
  if ((change.details || change.goalOrCause) && hasStarted(fundraiser, now)) {
    throw new DomainError('conflict', fundraiserMessages.editingDisabled);
  }
}

/** Deleting: the primary admin, before the start. */
export function assertMayDelete(user: AuthenticatedUser, fundraiser: Fundraiser, now: Date = new Date()): void {
  if (!mayDeleteFundraiser(user, fundraiser))
    throw new DomainError('forbidden', fundraiserMessages.onlyPrimaryAdminEdits);
  if (hasStarted(fundraiser, now)) throw new DomainError('conflict', fundraiserMessages.deletionDisabled);
}

/** Any group action: allowed to the caller (for this group, when there is one), and only before the start. */
export function assertMayChangeGroups(
  user: AuthenticatedUser,
  fundraiser: Fundraiser,
  group: FundraiserGroup | null,
  now: Date = new Date(),
): void {
  const allowed = group ? mayManageGroup(user, fundraiser, group) : mayManageGroups(user, fundraiser);
  if (!allowed) throw new DomainError('forbidden', identityMessages.forbidden);
  if (hasStarted(fundraiser, now)) throw new DomainError('conflict', fundraiserMessages.groupActionsDisabled);
}

/** The `permissions` flags of FundraiserDetail: what the caller may do right now. */
export function fundraiserPermissions(
  user: AuthenticatedUser,
  fundraiser: Fundraiser,
  now: Date = new Date(),
): FundraiserDetail['permissions'] {
  const before = !hasStarted(fundraiser, now);
  return {
    edit: before && ownsFundraiser(user, fundraiser),
    delete: before && mayDeleteFundraiser(user, fundraiser),
    manageGroups: before && mayManageGroups(user, fundraiser),
    changeGoalsAndCause: before && mayChangeGoalsAndCause(user, fundraiser),
    editCampaignPage: mayChangeGoalsAndCause(user, fundraiser),
    approveParticipants: holdsPrivilege(user, 'acceptStudentFund'),
    inviteAdministrators: holdsPrivilege(user, 'addNewAdministrator'),
  };
}
