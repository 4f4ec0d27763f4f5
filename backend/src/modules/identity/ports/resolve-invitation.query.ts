import { Query } from '@nestjs/cqrs';

/** Who an invitation code is for, as the sign-up pages and identity name it. */
export type InvitationAudience = 'admin' | 'secondaryAdmin' | 'participant' | 'teamMember';

/** What an invitation code admits to: everything identity needs, and nothing of the code itself. */
export interface ResolvedInvitation {
  /** `private`: one named person, single use; `public`: a reusable `pub_` link. */
  kind: 'private' | 'public';
  role: 'admin' | 'participant' | 'teamMember';
  /** The private invitation's id (null for a public link). */
  invitationId: string | null;
  /** The `pub_` code (null for a private invitation). */
  publicLinkCode: string | null;
  fundraiser: { id: string; fundRaisingName: string; primaryAdminId: string | null };
  /** The group a private participant invitation admits to. */
  groupId: string | null;
  /**
   * Who invited: the admin of a private participant invitation, the participant of a team invitation or team
   * link, the fundraiser's primary admin for its participant and admin links.
   */
  invitedBy: string | null;
  /** Team invitations and links: the participant whose team the invitee joins. */
  participantId: string | null;
  /** The invitee as the inviter named them (empty for a public link). */
  firstName: string;
  lastName: string;
  /** Private invitations are bound to this email (lower case); empty for a public link. */
  email: string;
  phoneNo: string;
}

/**
 * Resolves a private invitation code or a `pub_` link for `audience`. Refuses with the product's messages:
 * unknown (404 invitationInvalid), a deactivated link (404 publicLinkInactive), expired (410), already used (410),
 * or a fundraiser that has ended (410).
 *
 * A port: identity asks it (sign-ups and invitation lookups), fundraisers answers it, so identity stays below
 * fundraisers.
 */
export class ResolveInvitationQuery extends Query<ResolvedInvitation> {
  constructor(
    readonly audience: InvitationAudience,
    readonly code: string,
  ) {
    super();
  }
}
