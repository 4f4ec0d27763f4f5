import { randomUUID } from 'node:crypto';
import {
  fundraiserLimits,
  routeTable,
  type CreateFundraiserRequest,
  type FundraiserDetail,
  type GroupDetail,
  type Privileges,
  type Role,
} from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { SessionTokens } from '../../src/modules/identity/services/session-tokens';
import { insertAccount, type Api } from './identity-helpers';
import type { TestEnvironment } from './test-environment';

const DAY_MS = 86_400_000;

/** Midnight UTC `days` from today: a date the wizard's date picker could send. */
export function startOfUtcDay(days = 0, now = Date.now()): number {
  return Math.trunc(now / DAY_MS) * DAY_MS + days * DAY_MS;
}

/**
 * The default start of `fundraiserBody`: midnight UTC the day after tomorrow, a date after today in every time zone
 * (midnight UTC tomorrow is still today in the Americas), so a fundraiser may be created without its goal and cause.
 */
export function defaultStart(now = Date.now()): number {
  return startOfUtcDay(2, now);
}

/**
 * A valid createFundRaising body: starts after today wherever it takes place, runs the default 3 weeks; `overrides`
 * change or add fields.
 */
export function fundraiserBody(overrides: Partial<Record<keyof CreateFundraiserRequest, unknown>> = {}) {
  const start = defaultStart();
  return {
    fundRaisingName: `Spring Fair ${randomUUID().slice(0, 6)}`,
    address: '1 School Lane',
    city: 'Springfield',
    state: 'IL',
    zip: '62701',
    fundRaisingTaxId: '12-3456789',
    fundRaisingRoutingNumber: '011000015',
    fundRaisingAccountNumber: '000123456789',
    fundRaisingStartTime: start,
    fundRaisingEndTime: start + fundraiserLimits.defaultWeeks * fundraiserLimits.weekMs,
    termsAccepted: true,
    privacyAccepted: true,
    authorizedAccepted: true,
    ...overrides,
  };
}

/** A live session token for an account, issued by the real token service (no OTP round trip). */
export async function sessionFor(app: NestFastifyApplication, accountId: string): Promise<string> {
  const tokens = app.get(SessionTokens);
  return app
    .get(EntityManager)
    .fork()
    .transactional(async (em) => tokens.issue(em, accountId, 'session'));
}

export interface SignedInAccount {
  id: string;
  email: string;
  phoneNo: string;
  role: Role;
  token: string;
}

/** An account inserted in the database (see insertAccount) with a live session. */
export async function signedInAccount(
  environment: TestEnvironment,
  app: NestFastifyApplication,
  options: Parameters<typeof insertAccount>[1],
): Promise<SignedInAccount> {
  const account = await insertAccount(environment, options);
  return { ...account, token: await sessionFor(app, account.id) };
}

/** A primary admin with a session. */
export function signedInPrimaryAdmin(environment: TestEnvironment, app: NestFastifyApplication) {
  return signedInAccount(environment, app, { role: 'admin' });
}

/** An approved secondary admin of `primaryAdminId` with these privileges, with a session. */
export function signedInSecondaryAdmin(
  environment: TestEnvironment,
  app: NestFastifyApplication,
  primaryAdminId: string,
  privileges: Partial<Privileges> = {},
  { approved = true }: { approved?: boolean } = {},
) {
  return signedInAccount(environment, app, {
    role: 'secondaryAdmin',
    adminApproval: approved,
    invitedBy: primaryAdminId,
    privileges,
  });
}

/** DELETE through the identity helpers' client (it has no shorthand for it). */
export function del(client: Api, path: string, token?: string) {
  return client.call('DELETE', path, undefined, token);
}

/** Creates a fundraiser through the API as `token`'s admin; fails the test unless it is created. */
export async function createFundraiser(
  client: Api,
  token: string,
  overrides: Partial<Record<keyof CreateFundraiserRequest, unknown>> = {},
): Promise<FundraiserDetail> {
  const response = await client.post(routeTable.createFundRaising.path, fundraiserBody(overrides), token);
  if (response.status !== 201) throw new Error(`createFundRaising failed: ${JSON.stringify(response.body)}`);
  return response.body.data as FundraiserDetail;
}

/** Sets a fundraiser's goal through the API (the wizard's goal step); fails the test unless it is accepted. */
export async function setGoal(client: Api, token: string, fundRaisingId: string, goalCents: number) {
  const response = await client.put(
    routeTable.updateFundRaising.path,
    { fundRaisingId, fundRaisingGoal: goalCents },
    token,
  );
  if (response.status !== 200) throw new Error(`updateFundRaising failed: ${JSON.stringify(response.body)}`);
  return response.body.data as FundraiserDetail;
}

export interface GroupDraft {
  groupName: string;
  groupTarget?: number;
  groupCause?: string;
  adminEmail?: string;
}

/** Creates groups through the API; fails the test unless they are created. */
export async function createGroups(
  client: Api,
  token: string,
  fundRaisingId: string,
  groups: GroupDraft[],
): Promise<GroupDetail[]> {
  const response = await client.post(
    routeTable.createGroups.path,
    { groups: groups.map((group) => ({ ...group, fundRaisingId })) },
    token,
  );
  if (response.status !== 201) throw new Error(`createGroups failed: ${JSON.stringify(response.body)}`);
  return response.body.data as GroupDetail[];
}

/** Moves a fundraiser so it started yesterday and runs three more weeks (no API may do this: the start is past). */
export async function moveStartIntoPast(environment: TestEnvironment, fundraiserId: string): Promise<void> {
  await environment.sql(
    `update fundraisers set starts_at = now() - interval '1 day', ends_at = now() + interval '20 days' where id = $1`,
    [fundraiserId],
  );
}

/** Moves a fundraiser entirely into the past: it has ended. */
export async function endFundraiser(environment: TestEnvironment, fundraiserId: string): Promise<void> {
  await environment.sql(
    `update fundraisers set starts_at = now() - interval '22 days', ends_at = now() - interval '1 day' where id = $1`,
    [fundraiserId],
  );
}

/**
 * A participant account made a member of the fundraiser straight in the database (optionally in a group), for
 * tests of what admins do with members.
 */
export async function insertParticipantMember(
  environment: TestEnvironment,
  fundraiserId: string,
  { groupId = null, email }: { groupId?: string | null; email?: string } = {},
) {
  const participant = await insertAccount(environment, { role: 'participant', email });
  await environment.sql(
    `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, group_id) values ($1, $2, $3, 'participant', $4)`,
    [randomUUID(), fundraiserId, participant.id, groupId],
  );
  return participant;
}

/** A team member of `participantId` in the fundraiser, straight in the database. */
export async function insertTeamMember(environment: TestEnvironment, fundraiserId: string, participantId: string) {
  const teamMember = await insertAccount(environment, { role: 'teamMember' });
  await environment.sql(
    `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, participant_id) values ($1, $2, $3, 'teamMember', $4)`,
    [randomUUID(), fundraiserId, teamMember.id, participantId],
  );
  return teamMember;
}
