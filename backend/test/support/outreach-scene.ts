import { randomBytes, randomUUID } from 'node:crypto';
import { insertAccount } from './identity-helpers';
import type { TestEnvironment } from './test-environment';

/** A fundraiser under way in `timeZone`, and one participant of it with a referral code: someone who may send. */
export interface OutreachScene {
  fundraiserId: string;
  participantId: string;
  referralCode: string;
}

export async function insertOutreachScene(
  environment: TestEnvironment,
  { timeZone = 'America/New_York' }: { timeZone?: string } = {},
): Promise<OutreachScene> {
  const admin = await insertAccount(environment, { role: 'admin' });
  const participant = await insertAccount(environment, { role: 'participant' });
  const fundraiserId = randomUUID();
  await environment.sql(
    `insert into fundraisers (id, fund_raising_name, primary_admin_id, starts_at, ends_at, goal_cents, time_zone)
     values ($1, 'Spring Fair', $2, now() - interval '1 day', now() + interval '20 days', 100000, $3)`,
    [fundraiserId, admin.id, timeZone],
  );
  await environment.sql(
    `insert into fundraiser_memberships (id, fundraiser_id, account_id, role) values ($1, $2, $3, 'participant')`,
    [randomUUID(), fundraiserId, participant.id],
  );
  const referralCode = `Ref${randomBytes(8).toString('hex')}`;
  await environment.sql(
    `insert into referral_codes (code, kind, fundraiser_id, participant_id) values ($1, 'participant', $2, $3)`,
    [referralCode, fundraiserId, participant.id],
  );
  return { fundraiserId, participantId: participant.id, referralCode };
}

/** A contact of `ownerAccountId`, straight in the database; returns its id. */
export async function insertContact(
  environment: TestEnvironment,
  ownerAccountId: string,
  contact: { fullName: string; email?: string | null; phoneNumber?: string | null },
): Promise<string> {
  const id = randomUUID();
  await environment.sql(
    `insert into contacts (id, owner_account_id, full_name, email, phone_number) values ($1, $2, $3, $4, $5)`,
    [id, ownerAccountId, contact.fullName, contact.email ?? null, contact.phoneNumber ?? null],
  );
  return id;
}
