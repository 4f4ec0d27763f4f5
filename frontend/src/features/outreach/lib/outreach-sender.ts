import type { ReactNode } from 'react';

/** Who sends from a dashboard, for the message preview, and what to offer before they can send. */
export interface OutreachSender {
  fundraiserId: string;
  fundraiserName: string;
  /** The participant's name, as every message names its sender. */
  senderName: string;
  /** The participant's referral code in this fundraiser, or null before one is generated. */
  referralCode: string | null;
  /** The page's Generate link action, offered when there is no referral code yet. */
  referralAction?: ReactNode;
}
