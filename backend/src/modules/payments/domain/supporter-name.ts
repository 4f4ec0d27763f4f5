import { anonymousLastName, type Supporter } from '@fundplay/contracts';

/** How the wall names money given outside the card flow when the admin gave it no label. */
export const offlineGiftName = 'Offline gift';

/** A gift as the wall's read selects it (card gifts and manual funds alike). */
export interface WallGift {
  id: string;
  kind: Supporter['kind'];
  at: Date;
  firstName: string;
  lastName: string;
  anonymous: boolean;
  sponsorName: string | null;
  label: string | null;
}

/**
 * The name the supporters wall and the big screen show: a sponsorship by its business name, manual funds by the
 * admin's label ("Offline gift" without one, never as an anonymous gift), a donor as "Jane D." or "Anonymous".
 */
export function supporterName(gift: Omit<WallGift, 'id' | 'at'>): string {
  if (gift.kind === 'manual') return gift.label?.trim() || offlineGiftName;
  if (gift.kind === 'sponsor' && gift.sponsorName?.trim()) return gift.sponsorName.trim();
  const first = gift.firstName.trim();
  if (gift.anonymous || !first) return 'Anonymous';
  return `${first} ${anonymousLastName(gift.lastName)}`.trim();
}
