import {
  outreachLimits,
  type OutreachChannel,
  type OutreachHoldReason,
  type OutreachStatus,
} from '@fundplay/contracts';
import { dayKey, firstInstantAwakeEverywhere, startOfNextDay, type QuietHours } from './zoned-time';

/** Statuses that use up a recipient's allowance and a sender's day: what is planned, on its way or arrived. */
export const countingStatuses: readonly OutreachStatus[] = ['scheduled', 'queued', 'sent', 'delivered'];

export function countsTowardLimits(status: OutreachStatus): boolean {
  return countingStatuses.includes(status);
}

/** An earlier message from this sender to this recipient in this fundraiser. */
export interface EarlierMessage {
  channel: OutreachChannel;
  status: OutreachStatus;
  /** When it went out, or will. */
  at: Date;
}

export interface PlanInput {
  now: Date;
  channel: OutreachChannel;
  /** The zones the recipient's quiet hours must hold in (see recipientZones). */
  recipientZones: readonly string[];
  /** The fundraiser's zone: the sender's days are counted in it. */
  fundraiserZone: string;
  history: readonly EarlierMessage[];
  /** The sender's counting messages in this fundraiser per day (in the fundraiser's zone), from yesterday on. */
  senderDays: SenderDays;
  dailyCap: number;
}

/**
 * How many of a sender's counting messages go (or went) out on each day in one zone: the daily cap's ledger. A send
 * builds it once and adds each message it plans, so planning 200 recipients stays linear, not 200 × the history.
 */
export class SenderDays {
  private readonly perDay = new Map<string, number>();

  constructor(
    readonly zone: string,
    planned: Iterable<Date> = [],
  ) {
    for (const at of planned) this.add(at);
  }

  add(at: Date): void {
    const key = dayKey(at, this.zone);
    this.perDay.set(key, (this.perDay.get(key) ?? 0) + 1);
  }

  /** The sender's messages on the day `at` falls on. */
  countOn(at: Date): number {
    return this.perDay.get(dayKey(at, this.zone)) ?? 0;
  }
}

export interface Plan {
  status: Extract<OutreachStatus, 'queued' | 'scheduled' | 'not_sent'>;
  holdReason: OutreachHoldReason | null;
  sendAt: Date;
}

const quietHours: QuietHours = { start: outreachLimits.quietHoursStart, end: outreachLimits.quietHoursEnd };
const spacingMs = outreachLimits.minHoursBetweenMessages * 3_600_000;

/**
 * When one message may go out under the outreach limits (issue #11), or that it may not:
 * - at most `maxMessagesPerRecipient` per recipient, across channels, else not sent (`recipientLimit`);
 * - at least 48 hours after the last message on the same channel to the same person (`spacing`);
 * - never in quiet hours (21:00 to 08:00) in the recipient's zones: at the next 08:00 (`quietHours`);
 * - at most `dailyCap` messages per sender per day in the fundraiser's zone: the next day with room (`dailyCap`).
 * What is held back is scheduled, not dropped. The time only moves forward, rule after rule until all hold; the
 * reason shown is the first rule that moved it. Pure: the caller supplies the time and the history.
 */
export function planMessage(input: PlanInput): Plan {
  const { now, channel, history } = input;
  if (
    history.filter((message) => countsTowardLimits(message.status)).length >= outreachLimits.maxMessagesPerRecipient
  ) {
    return { status: 'not_sent', holdReason: 'recipientLimit', sendAt: now };
  }

  const lastOnChannel = Math.max(
    ...history
      .filter((message) => message.channel === channel && countsTowardLimits(message.status))
      .map((message) => message.at.getTime()),
  );
  let sendAt = now;
  let holdReason: OutreachHoldReason | null = null;
  const push = (to: Date, reason: OutreachHoldReason) => {
    sendAt = to;
    holdReason ??= reason;
  };

  for (let moved = true; moved;) {
    moved = false;
    if (sendAt.getTime() < lastOnChannel + spacingMs) {
      push(new Date(lastOnChannel + spacingMs), 'spacing');
      moved = true;
    }
    const awake = awakeFrom(sendAt, input);
    if (awake.getTime() > sendAt.getTime()) {
      push(awake, 'quietHours');
      moved = true;
    }
    if (input.senderDays.countOn(sendAt) >= input.dailyCap) {
      push(startOfNextDay(sendAt, input.fundraiserZone), 'dailyCap');
      moved = true;
    }
  }
  return { status: sendAt.getTime() > now.getTime() ? 'scheduled' : 'queued', holdReason, sendAt };
}

/**
 * The first instant from `at` outside quiet hours in every recipient zone. Zones too far apart to share a waking
 * hour (no country has them today) fall back to the fundraiser's zone alone rather than never sending.
 */
function awakeFrom(at: Date, input: PlanInput): Date {
  return (
    firstInstantAwakeEverywhere(at, input.recipientZones, quietHours) ??
    firstInstantAwakeEverywhere(at, [input.fundraiserZone], quietHours) ??
    at
  );
}
