import { outreachMessages, type OutreachChannel, type OutreachRecipient } from '@fundplay/contracts';

/** A person chosen to message, with the addresses the page knows for them. */
export interface OutreachCandidate {
  kind: OutreachRecipient['kind'];
  /** The contact's id, or the team member's account id. */
  id: string;
  name: string;
  email: string | null;
  phoneNumber: string | null;
}

/** Someone chosen who cannot get this channel, and why (as the server says it in `skipped`). */
export interface SkippedRecipient {
  name: string;
  reason: string;
}

/** Who the channel reaches among the chosen, and who it skips for lack of an address. */
export interface ChannelAudience {
  reachable: OutreachCandidate[];
  skipped: SkippedRecipient[];
}

export function addressFor(candidate: OutreachCandidate, channel: OutreachChannel): string | null {
  const address = channel === 'email' ? candidate.email : candidate.phoneNumber;
  return address?.trim() ? address : null;
}

/** Splits the chosen people by whether they have this channel's address: only those who do are sent to the server. */
export function audienceFor(candidates: readonly OutreachCandidate[], channel: OutreachChannel): ChannelAudience {
  const audience: ChannelAudience = { reachable: [], skipped: [] };
  for (const candidate of candidates) {
    if (addressFor(candidate, channel)) audience.reachable.push(candidate);
    else
      audience.skipped.push({
        name: candidate.name,
        reason: channel === 'email' ? outreachMessages.noEmailAddress : outreachMessages.noPhoneNumber,
      });
  }
  return audience;
}

/** The skipped people the browser knew of and those the server reported, each once. */
export function mergeSkipped(...lists: readonly (readonly SkippedRecipient[])[]): SkippedRecipient[] {
  const seen = new Set<string>();
  return lists.flat().filter((entry) => {
    const key = `${entry.name}\u0000${entry.reason}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
