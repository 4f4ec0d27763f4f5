import type { Contact, FundraiserGame } from '@fundplay/contracts';
import type { ComponentType, ReactNode } from 'react';

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
  /** `supportedParticipant`: on a team member's page, the first name of the participant they support. */
  badgesSection: ComponentType<{ fundraiserId: string; supportedParticipant?: string }>;
}

/** What the contacts feature's section takes: actions on the contacts the participant checked. */
export interface ContactsSectionProps {
  selectionActions?: (selected: readonly Contact[], clearSelection: () => void) => ReactNode;
}

/** A contact or team member the participant chose to message, with the addresses the dashboard knows. */
export interface OutreachCandidate {
  kind: 'contact' | 'teamMember';
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
}

/** Who sends from this dashboard: the messages name the participant and the fundraiser and carry the referral link. */
export interface OutreachSender {
  fundraiserId: string;
  fundraiserName: string;
  senderName: string;
  referralCode: string | null;
  /** Generate link, offered when there is no referral code yet. */
  referralAction?: ReactNode;
}

/** Send text and Send email for the chosen people, which the outreach feature owns. */
export interface SendOutreachProps {
  sender: OutreachSender;
  recipients: readonly OutreachCandidate[];
  onSent?: () => void;
}

/**
 * A participant's dashboard also shows the participant's own contacts (the contacts feature), Send text and Send
 * email for contacts and team members, and the messages sent (the outreach feature).
 */
export interface ParticipantDashboardSections extends MemberDashboardSections {
  /**
   * The share kit at the top of the page (the share-kit feature): the referral link, made on first view, with its
   * QR code, ready words and flyer. `knownCode` is the code this dashboard holds; `onCodeReady` tells it a new one.
   */
  shareKitSection?: ComponentType<ShareKitSectionProps>;
  contactsSection: ComponentType<ContactsSectionProps>;
  sendOutreach: ComponentType<SendOutreachProps>;
  messagesSection: ComponentType<{ fundraiserId: string }>;
}

/** What the share kit is given by the participant's dashboard. */
export interface ShareKitSectionProps {
  fundraiserId: string;
  fundraiserName: string;
  knownCode: string | null;
  onCodeReady: () => void;
}
