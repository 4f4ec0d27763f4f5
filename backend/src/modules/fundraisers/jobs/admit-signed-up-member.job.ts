import type { DomainEventMap } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { DomainJob, type DomainJobHandler } from '../../../platform/events/domain-job';
import { ReadDocuments } from '../../../platform/read-models/read-documents';

export type AdmitSignedUpMemberPayload = DomainEventMap['AccountSignUpVerified'];

type Intent = NonNullable<AdmitSignedUpMemberPayload['intent']>;

interface InvitationRow {
  id: string;
  role: 'participant' | 'teamMember';
  fundraiser_id: string;
  group_id: string | null;
  invited_by: string;
  email: string;
  used_by: string | null;
  responded_at: Date | null;
}

/**
 * Admits a participant or team member whose sign-up was just proven, to what the sign-up asked for: a private
 * invitation (marked used and turned into a membership), a `pub_` link (a membership while the link is still
 * active), or a fundraiser to ask to join (a join request). Idempotent: the invitation is locked and only
 * ever marked for this account, and every insert meets a unique index with `on conflict do nothing`, so a retry,
 * a duplicate or a resumed job changes nothing twice.
 */
@Injectable()
@DomainJob({ name: 'fundraisers.admit-signed-up-member', on: 'AccountSignUpVerified', queue: 'projections' })
export class AdmitSignedUpMemberJob implements DomainJobHandler<'AccountSignUpVerified'> {
  private readonly logger = new Logger(AdmitSignedUpMemberJob.name);

  constructor(
    private readonly em: EntityManager,
    private readonly documents: ReadDocuments,
  ) {}

  async handle({ accountId, role, email, intent }: AdmitSignedUpMemberPayload) {
    if (!intent || (role !== 'participant' && role !== 'teamMember')) return;
    const joined = await this.em.fork().transactional(async (em) => {
      if (intent.invitationId) return this.redeemInvitation(em, accountId, role, email, intent.invitationId);
      if (intent.publicLinkCode) return this.followPublicLink(em, accountId, role, intent.publicLinkCode);
      if (intent.fundraiserId && role === 'participant') await this.askToJoin(em, accountId, intent);
      return null;
    });
    // A new member shows on the fundraiser's pages and on their participant's dashboard (a team member) at once.
    if (joined) await this.documents.changed(joined);
  }

  /** Admits the account as the invitation says; the fundraiser it joined, or null. */
  private async redeemInvitation(
    em: EntityManager,
    accountId: string,
    role: 'participant' | 'teamMember',
    email: string,
    invitationId: string,
  ): Promise<string | null> {
    const [invitation] = await em.execute<InvitationRow[]>(
      `select id, role, fundraiser_id, group_id, invited_by, email, used_by, responded_at
         from fundraiser_invitations where id = ? for update`,
      [invitationId],
    );
    const usable =
      invitation &&
      invitation.role === role &&
      invitation.email.toLowerCase() === email.toLowerCase() &&
      (invitation.used_by === accountId || (invitation.used_by === null && invitation.responded_at === null));
    if (!invitation || !usable) {
      // Used by someone else, answered, deleted, or not addressed to this account: nothing to admit.
      this.logger.warn({ invitationId, accountId }, 'invitation cannot admit this account; nothing done');
      return null;
    }
    await em.execute(
      `update fundraiser_invitations
          set used_by = ?, responded_at = coalesce(responded_at, now()), accepted = true
        where id = ?`,
      [accountId, invitation.id],
    );
    if (role === 'participant') {
      await this.admitParticipant(em, accountId, invitation.fundraiser_id, invitation.group_id);
    } else {
      await em.execute(
        `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, participant_id)
         values (gen_random_uuid(), ?, ?, 'teamMember', ?) on conflict do nothing`,
        [invitation.fundraiser_id, accountId, invitation.invited_by],
      );
    }
    return invitation.fundraiser_id;
  }

  /** Admits the account through an active public link; the fundraiser it joined, or null. */
  private async followPublicLink(
    em: EntityManager,
    accountId: string,
    role: 'participant' | 'teamMember',
    code: string,
  ): Promise<string | null> {
    // Only a link that is still active admits: a deactivated link stops working at once, even mid sign-up.
    if (role === 'participant') {
      const [fundraiser] = await em.execute<{ id: string }[]>(
        `select id from fundraisers where participant_link_code = ? and participant_link_active and ends_at > now()`,
        [code],
      );
      if (!fundraiser) return null;
      await this.admitParticipant(em, accountId, fundraiser.id, null);
      return fundraiser.id;
    }
    const [link] = await em.execute<{ fundraiser_id: string }[]>(
      `select fundraiser_id from team_public_links where code = ? and active`,
      [code],
    );
    if (!link) return null;
    await em.execute(
      `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, participant_id)
       select gen_random_uuid(), link.fundraiser_id, ?, 'teamMember', link.participant_id
         from team_public_links link where link.code = ? and link.active
       on conflict do nothing`,
      [accountId, code],
    );
    return link.fundraiser_id;
  }

  private async admitParticipant(em: EntityManager, accountId: string, fundraiserId: string, groupId: string | null) {
    await em.execute(
      `insert into fundraiser_memberships (id, fundraiser_id, account_id, role, group_id)
       select gen_random_uuid(), f.id, ?, 'participant', g.id
         from fundraisers f left join fundraiser_groups g on g.id = ? and g.fundraiser_id = f.id
        where f.id = ?
       on conflict do nothing`,
      [accountId, groupId, fundraiserId],
    );
    // A member has nothing left to ask for.
    await em.execute('delete from join_requests where fundraiser_id = ? and account_id = ?', [fundraiserId, accountId]);
  }

  private async askToJoin(em: EntityManager, accountId: string, intent: Intent) {
    await em.execute(
      `insert into join_requests (id, fundraiser_id, account_id)
       select gen_random_uuid(), f.id, ? from fundraisers f
        where f.id = ?
          and not exists (select 1 from fundraiser_memberships m
                           where m.fundraiser_id = f.id and m.account_id = ? and m.role = 'participant')
       on conflict do nothing`,
      [accountId, intent.fundraiserId, accountId],
    );
  }
}
