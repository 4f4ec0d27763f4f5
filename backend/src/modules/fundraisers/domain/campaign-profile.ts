/*
 * The rules of a participant's campaign page (issue #21): how they are named in public, what their goal is when
 * they set none, and when their photo and message show.
 */

/** "Jordan K.": first name and last initial, whoever asks (minors are never named in full in public). */
export function publicDisplayName(firstName: string, lastName: string): string {
  const first = firstName.trim();
  const initial = Array.from(lastName.trim())[0];
  return initial ? `${first} ${initial.toUpperCase()}.` : first;
}

/**
 * The goal a participant's page shows when they set none: their group's goal shared among its participants (or
 * the fundraiser's among all its participants when they have no group), rounded up to whole dollars.
 */
export function defaultPersonalGoalCents(goalCents: number, participants: number): number {
  const dollarShares = Math.max(1, participants) * 100;
  // Ceiling division in integers: the remainder is taken off first, so the division is exact.
  const padded = goalCents + dollarShares - 1;
  return ((padded - (padded % dollarShares)) / dollarShares) * 100;
}

export type PhotoApproval = 'notNeeded' | 'pending' | 'approved';

/** Adults need no approval; an under-18's photo waits for a fundraiser admin's. */
export function photoApprovalOf(minor: boolean, approvedAt: Date | null): PhotoApproval {
  if (!minor) return 'notNeeded';
  return approvedAt ? 'approved' : 'pending';
}

/** Whether the public page shows the photo: the participant turned it on and, under 18, an admin approved it. */
export function photoShows(settings: { photoFileId: string | null; showPhoto: boolean }, approval: PhotoApproval) {
  return settings.photoFileId !== null && settings.showPhoto && approval !== 'pending';
}

/**
 * Multi-line text as stored: forms send line breaks as CRLF (multipart/form-data says so), JSON may send either;
 * pages split paragraphs on LF. Empty text is no text.
 */
export function storedText(text: string): string | null {
  const normalised = text.replace(/\r\n?/g, '\n');
  return normalised === '' ? null : normalised;
}
