import { fundraiserMessages, identityMessages } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../platform/http/domain-error';
import { Fundraiser } from '../../entities/fundraiser.entity';
import { FundraiserInvitation } from '../../entities/fundraiser-invitation.entity';
import { TeamPublicLink } from '../../entities/team-public-link.entity';
import { hashInvitationCode, isPublicCode } from '../../domain/invitation-codes';
import { ResolveInvitationQuery, type ResolvedInvitation } from '../../../identity/ports/resolve-invitation.query';

const invalid = () => new DomainError('not-found', identityMessages.invitationInvalid);
const inactive = () => new DomainError('not-found', fundraiserMessages.publicLinkInactive);

@QueryHandler(ResolveInvitationQuery)
export class ResolveInvitationHandler implements IQueryHandler<ResolveInvitationQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ audience, code }: ResolveInvitationQuery): Promise<ResolvedInvitation> {
    const em = this.em.fork();
    const role = audience === 'secondaryAdmin' ? 'admin' : audience;
    if (isPublicCode(code)) return this.resolvePublic(em, role, code);
    // Private administrator invitations live in identity; here only participant and team-member ones.
    if (role === 'admin') throw invalid();
    const invitation = await em.findOne(FundraiserInvitation, { codeHash: hashInvitationCode(code), role });
    if (!invitation) throw invalid();
    if (invitation.respondedAt || invitation.usedBy) throw new DomainError('gone', fundraiserMessages.invitationUsed);
    if (invitation.expiresAt.getTime() <= Date.now()) throw new DomainError('gone', identityMessages.invitationExpired);
    const fundraiser = await this.running(em, invitation.fundraiserId);
    return {
      kind: 'private',
      role,
      invitationId: invitation.id,
      publicLinkCode: null,
      fundraiser: this.card(fundraiser),
      groupId: role === 'participant' ? invitation.groupId : null,
      invitedBy: invitation.invitedBy,
      participantId: role === 'teamMember' ? invitation.invitedBy : null,
      firstName: invitation.firstName,
      lastName: invitation.lastName,
      email: invitation.email.toLowerCase(),
      phoneNo: invitation.phoneNo,
    };
  }

  private async resolvePublic(
    em: EntityManager,
    role: ResolvedInvitation['role'],
    code: string,
  ): Promise<ResolvedInvitation> {
    const anonymous = { kind: 'public', role, invitationId: null, publicLinkCode: code, groupId: null } as const;
    const person = { firstName: '', lastName: '', email: '', phoneNo: '' };
    if (role === 'teamMember') {
      const link = await em.findOne(TeamPublicLink, { code });
      if (!link) throw invalid();
      if (!link.active) throw inactive();
      const fundraiser = await this.running(em, link.fundraiserId);
      return {
        ...anonymous,
        ...person,
        fundraiser: this.card(fundraiser),
        invitedBy: link.participantId,
        participantId: link.participantId,
      };
    }
    const fundraiser = await em.findOne(
      Fundraiser,
      role === 'admin' ? { adminLinkCode: code } : { participantLinkCode: code },
    );
    if (!fundraiser || !fundraiser.primaryAdminId) throw invalid();
    if (!(role === 'admin' ? fundraiser.adminLinkActive : fundraiser.participantLinkActive)) throw inactive();
    if (role === 'participant') this.refuseEnded(fundraiser);
    return {
      ...anonymous,
      ...person,
      fundraiser: this.card(fundraiser),
      invitedBy: fundraiser.primaryAdminId,
      participantId: null,
    };
  }

  private async running(em: EntityManager, fundraiserId: string): Promise<Fundraiser> {
    const fundraiser = await em.findOne(Fundraiser, { id: fundraiserId });
    if (!fundraiser) throw invalid();
    this.refuseEnded(fundraiser);
    return fundraiser;
  }

  /** Joining a fundraiser that is over helps nobody: the link says so instead of admitting. */
  private refuseEnded(fundraiser: Fundraiser): void {
    if (fundraiser.endsAt.getTime() <= Date.now()) throw new DomainError('gone', fundraiserMessages.fundraiserEnded);
  }

  private card(fundraiser: Fundraiser): ResolvedInvitation['fundraiser'] {
    return {
      id: fundraiser.id,
      fundRaisingName: fundraiser.fundRaisingName,
      primaryAdminId: fundraiser.primaryAdminId,
    };
  }
}
