import type { FundraiserGame } from '@fundplay/contracts';
import type { ComponentType } from 'react';

/** What a member's Games section is given: the fundraiser, the member's tokens, and its games when known. */
export interface MemberGamesSectionProps {
  fundraiserId: string;
  tokens: number;
  games?: FundraiserGame[];
}

/**
 * Sections of a member's fundraiser dashboard that other features own (games, badges): the page composes them
 * in, since features never import each other.
 */
export interface MemberDashboardSections {
  gamesSection: ComponentType<MemberGamesSectionProps>;
  badgesSection: ComponentType<{ fundraiserId: string }>;
}

/** A participant's dashboard also shows the participant's own contacts, which the contacts feature owns. */
export interface ParticipantDashboardSections extends MemberDashboardSections {
  contactsSection: ComponentType;
}
