import {
  fundraiserMessages,
  identityMessages,
  moneyMessages,
  noPrivileges,
  type Privileges,
} from '@fundplay/contracts';
import type { AuthenticatedUser } from '../../../platform/auth/authenticated-user';
import { DomainError } from '../../../platform/http/domain-error';
import { Fundraiser } from '../entities/fundraiser.entity';
import { FundraiserGroup } from '../entities/fundraiser-group.entity';
import {
  assertMayAddManualFunds,
  assertMayChangeGroups,
  assertMayDelete,
  assertMayLinkPayoutAccount,
  assertMayUpdate,
  fundraiserPermissions,
} from './fundraiser-permissions.policy';
import { fundraiserGoalProblem, groupGoalCapacity, groupGoalProblem } from './group-goals.policy';

const PRIMARY = '00000000-0000-4000-8000-000000000001';
const CREATOR = '00000000-0000-4000-8000-000000000002';
const OTHER = '00000000-0000-4000-8000-000000000003';
const now = new Date(Date.UTC(2027, 0, 10));

function primaryAdmin(): AuthenticatedUser {
  return {
    accountId: PRIMARY,
    sessionId: 's',
    role: 'admin',
    email: 'p@x',
    privileges: noPrivileges,
    adminApproval: null,
  };
}

function secondaryAdmin(accountId: string, privileges: Partial<Privileges> = {}): AuthenticatedUser {
  return {
    accountId,
    sessionId: 's',
    role: 'secondaryAdmin',
    email: 's@x',
    privileges: { ...noPrivileges, ...privileges },
    adminApproval: true,
  };
}

function fundraiser({ started = false }: { started?: boolean } = {}): Fundraiser {
  const sut = new Fundraiser();
  sut.primaryAdminId = PRIMARY;
  sut.createdBy = CREATOR;
  sut.startsAt = new Date(now.getTime() + (started ? -1 : 1) * 86_400_000);
  sut.endsAt = new Date(sut.startsAt.getTime() + 3 * 604_800_000);
  sut.goalCents = 0;
  return sut;
}

function groupAdminedBy(adminAccountId: string | null): FundraiserGroup {
  const group = new FundraiserGroup();
  group.adminAccountId = adminAccountId;
  return group;
}

function refusal(work: () => void): DomainError {
  try {
    work();
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

const everything = { details: true, goalOrCause: true, logo: true };
const goalOnly = { details: false, goalOrCause: true, logo: false };

describe('updating a fundraiser', () => {
  it('lets the primary admin and the creator change anything before the start', () => {
    expect(() => assertMayUpdate(primaryAdmin(), fundraiser(), everything, now)).not.toThrow();
    expect(() => assertMayUpdate(secondaryAdmin(CREATOR), fundraiser(), everything, now)).not.toThrow();
  });

  it('lets a holder of changeGoalsAndCause change only the goal and cause', () => {
    const holder = secondaryAdmin(OTHER, { changeGoalsAndCause: true });
    expect(() => assertMayUpdate(holder, fundraiser(), goalOnly, now)).not.toThrow();
    for (const change of [everything, { ...goalOnly, details: true }, { ...goalOnly, logo: true }]) {
      const error = refusal(() => assertMayUpdate(holder, fundraiser(), change, now));
      expect([error.kind, error.message]).toEqual(['forbidden', fundraiserMessages.onlyPrimaryAdminEdits]);
    }
  });

  it('lets fullAccess stand for changeGoalsAndCause', () => {
    const holder = secondaryAdmin(OTHER, { fullAccess: true });
    expect(() => assertMayUpdate(holder, fundraiser(), goalOnly, now)).not.toThrow();
  });

  it('refuses other administrators', () => {
    const error = refusal(() => assertMayUpdate(secondaryAdmin(OTHER), fundraiser(), goalOnly, now));
    expect([error.kind, error.message]).toEqual(['forbidden', fundraiserMessages.onlyPrimaryAdminEdits]);
  });

  it('refuses details, goal and cause once started, but still takes a new logo from an owner', () => {
    for (const change of [everything, goalOnly, { details: true, goalOrCause: false, logo: false }]) {
      const error = refusal(() => assertMayUpdate(primaryAdmin(), fundraiser({ started: true }), change, now));
      expect([error.kind, error.message]).toEqual(['conflict', fundraiserMessages.editingDisabled]);
    }
    const logoOnly = { details: false, goalOrCause: false, logo: true };
    expect(() => assertMayUpdate(primaryAdmin(), fundraiser({ started: true }), logoOnly, now)).not.toThrow();
  });
});

describe('deleting a fundraiser', () => {
  it('is the primary admin’s alone, and only before the start', () => {
    expect(() => assertMayDelete(primaryAdmin(), fundraiser(), now)).not.toThrow();
    const creator = refusal(() => assertMayDelete(secondaryAdmin(CREATOR, { fullAccess: true }), fundraiser(), now));
    expect([creator.kind, creator.message]).toEqual(['forbidden', fundraiserMessages.onlyPrimaryAdminEdits]);
    const started = refusal(() => assertMayDelete(primaryAdmin(), fundraiser({ started: true }), now));
    expect([started.kind, started.message]).toEqual(['conflict', fundraiserMessages.deletionDisabled]);
  });
});

describe('changing groups', () => {
  it('lets owners and holders of changeGoalsAndCause create and manage any group', () => {
    for (const user of [
      primaryAdmin(),
      secondaryAdmin(CREATOR),
      secondaryAdmin(OTHER, { changeGoalsAndCause: true }),
    ]) {
      expect(() => assertMayChangeGroups(user, fundraiser(), null, now)).not.toThrow();
      expect(() => assertMayChangeGroups(user, fundraiser(), groupAdminedBy(null), now)).not.toThrow();
    }
  });

  it("lets a group's own admin manage that group but not create groups or touch others", () => {
    const admin = secondaryAdmin(OTHER);
    expect(() => assertMayChangeGroups(admin, fundraiser(), groupAdminedBy(OTHER), now)).not.toThrow();
    expect(refusal(() => assertMayChangeGroups(admin, fundraiser(), null, now)).message).toBe(
      identityMessages.forbidden,
    );
    expect(refusal(() => assertMayChangeGroups(admin, fundraiser(), groupAdminedBy(CREATOR), now)).kind).toBe(
      'forbidden',
    );
  });

  it('refuses every group action from the start on', () => {
    const error = refusal(() => assertMayChangeGroups(primaryAdmin(), fundraiser({ started: true }), null, now));
    expect([error.kind, error.message]).toEqual(['conflict', fundraiserMessages.groupActionsDisabled]);
  });
});

describe('linking a payout account', () => {
  it('is the owners’ for the fundraiser, at any time (a running fundraiser may need one)', () => {
    for (const started of [false, true]) {
      expect(() => assertMayLinkPayoutAccount(primaryAdmin(), fundraiser({ started }), null)).not.toThrow();
      expect(() => assertMayLinkPayoutAccount(secondaryAdmin(CREATOR), fundraiser({ started }), null)).not.toThrow();
    }
    const holder = secondaryAdmin(OTHER, { changeGoalsAndCause: true });
    const error = refusal(() => assertMayLinkPayoutAccount(holder, fundraiser(), null));
    expect([error.kind, error.message]).toEqual(['forbidden', identityMessages.forbidden]);
  });

  it('is the group managers’ and the group’s own admin’s for a group', () => {
    expect(() =>
      assertMayLinkPayoutAccount(secondaryAdmin(OTHER), fundraiser({ started: true }), groupAdminedBy(OTHER)),
    ).not.toThrow();
    expect(() =>
      assertMayLinkPayoutAccount(
        secondaryAdmin(OTHER, { changeGoalsAndCause: true }),
        fundraiser(),
        groupAdminedBy(null),
      ),
    ).not.toThrow();
    expect(
      refusal(() => assertMayLinkPayoutAccount(secondaryAdmin(OTHER), fundraiser(), groupAdminedBy(CREATOR))).kind,
    ).toBe('forbidden');
  });
});

describe('adding manual funds', () => {
  it('is the fundraiser admins’ for the fundraiser, and a group’s own admin’s for that group', () => {
    const running = fundraiser({ started: true });
    expect(() => assertMayAddManualFunds(primaryAdmin(), running, null, now)).not.toThrow();
    expect(() =>
      assertMayAddManualFunds(secondaryAdmin(OTHER, { changeGoalsAndCause: true }), running, null, now),
    ).not.toThrow();
    expect(() => assertMayAddManualFunds(secondaryAdmin(OTHER), running, groupAdminedBy(OTHER), now)).not.toThrow();
    expect(refusal(() => assertMayAddManualFunds(secondaryAdmin(OTHER), running, null, now)).kind).toBe('forbidden');
    expect(
      refusal(() => assertMayAddManualFunds(secondaryAdmin(OTHER), running, groupAdminedBy(CREATOR), now)).kind,
    ).toBe('forbidden');
  });

  it('only while the fundraiser runs', () => {
    const early = refusal(() => assertMayAddManualFunds(primaryAdmin(), fundraiser(), null, now));
    expect([early.kind, early.message]).toEqual(['conflict', moneyMessages.notAcceptingNotStarted]);
    const over = fundraiser({ started: true });
    const late = refusal(() => assertMayAddManualFunds(primaryAdmin(), over, null, new Date(over.endsAt.getTime())));
    expect([late.kind, late.message]).toEqual(['conflict', moneyMessages.notAcceptingEnded]);
  });
});

describe('the permissions flags', () => {
  it('follow the same rules as the commands', () => {
    expect(fundraiserPermissions(primaryAdmin(), fundraiser(), now)).toEqual({
      edit: true,
      delete: true,
      manageGroups: true,
      changeGoalsAndCause: true,
      editCampaignPage: true,
      approveParticipants: true,
      inviteAdministrators: true,
    });
    expect(fundraiserPermissions(secondaryAdmin(OTHER, { changeGoalsAndCause: true }), fundraiser(), now)).toEqual({
      edit: false,
      delete: false,
      manageGroups: true,
      changeGoalsAndCause: true,
      editCampaignPage: true,
      approveParticipants: false,
      inviteAdministrators: false,
    });
    expect(fundraiserPermissions(secondaryAdmin(CREATOR, { acceptStudentFund: true }), fundraiser(), now)).toEqual({
      edit: true,
      delete: false,
      manageGroups: true,
      changeGoalsAndCause: true,
      editCampaignPage: true,
      approveParticipants: true,
      inviteAdministrators: false,
    });
  });

  it('turn off editing, deletion and group changes once started, but not the campaign page', () => {
    expect(fundraiserPermissions(primaryAdmin(), fundraiser({ started: true }), now)).toMatchObject({
      edit: false,
      delete: false,
      manageGroups: false,
      changeGoalsAndCause: false,
      editCampaignPage: true,
      approveParticipants: true,
    });
  });
});

describe('group goals', () => {
  it('are unbounded while the fundraiser has no goal yet', () => {
    expect(groupGoalCapacity(0, 50_000)).toBeNull();
    expect(groupGoalProblem(0, 50_000, 1_000_000)).toBeNull();
  });

  it('fit in what the fundraiser goal leaves after the other groups', () => {
    expect(groupGoalCapacity(100_000, 30_000)).toBe(70_000);
    expect(groupGoalProblem(100_000, 30_000, 70_000)).toBeNull();
    expect(groupGoalProblem(100_000, 30_000, 70_100)).toBe('You can set the group goal to at most $700');
  });

  it('hint at raising the fundraiser goal when nothing is left', () => {
    expect(groupGoalProblem(100_000, 100_000, 100)).toBe(fundraiserMessages.groupGoalAtCapacity);
    expect(groupGoalProblem(100_000, 100_000, 0)).toBeNull();
  });

  it('hold the fundraiser goal at or above their sum', () => {
    expect(fundraiserGoalProblem(50_000, 50_000)).toBeNull();
    expect(fundraiserGoalProblem(49_900, 50_000)).toBe(fundraiserMessages.goalBelowGroups);
  });
});
