import {
  outreachMessages,
  outreachStatuses,
  type OutreachChannel,
  type OutreachSendResult,
  type OutreachStatus,
} from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import { Clock } from '../../../platform/clock/clock';
import { UnitOfWork } from '../../../platform/events/unit-of-work';
import { ConsentRegistry, consentAddress } from '../consent/consent-registry';
import {
  OutreachMessage,
  type OutreachRecipientKind,
  type OutreachSenderRole,
} from '../entities/outreach-message.entity';
import { outreachMessageView } from '../reporting/outreach-message-view';
import { OutreachMessageDue } from './events/outreach-message-due.event';
import { OutreachLimitLedger, type LimitEntry, type LimitScope } from './limits/outreach-limit-ledger';
import { countsTowardLimits, planMessage, SenderDays, type EarlierMessage } from './planner/outreach-planner';
import { recipientZones } from './planner/recipient-zones';
import { newTrackingCode } from './tracking-code';

/** One person chosen to receive a message, with what the sender may know of their addresses. */
export interface OutreachTarget {
  kind: OutreachRecipientKind;
  contactId: string | null;
  accountId: string | null;
  name: string;
  email: string | null;
  phoneNumber: string | null;
}

export interface DispatchRequest {
  fundraiserId: string;
  fundraiserZone: string;
  senderAccountId: string;
  senderRole: OutreachSenderRole;
  channel: OutreachChannel;
  note: string;
  targets: readonly OutreachTarget[];
}

/** How far back the sender's messages can still fall on "today" in any zone. */
const SENDER_DAY_LOOKBACK_MS = 2 * 24 * 3_600_000;

/**
 * Records one send (a participant's or an administrator's): for each recipient who has the channel's address, a
 * message with a fresh tracking code and the planner's verdict, all in one transaction, with an OutreachMessageDue
 * event for each message due now. The sender's sends are serialised, so two sends at once cannot both use the last
 * of a recipient's allowance or of the day's cap.
 */
@Injectable()
export class OutreachDispatcher {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly consents: ConsentRegistry,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly limits: OutreachLimitLedger,
  ) {}

  async dispatch(request: DispatchRequest): Promise<OutreachSendResult> {
    const skipped: OutreachSendResult['skipped'] = [];
    const reachable: { target: OutreachTarget; address: string }[] = [];
    for (const target of request.targets) {
      const raw = request.channel === 'email' ? target.email : target.phoneNumber;
      if (!raw) {
        const reason = request.channel === 'email' ? outreachMessages.noEmailAddress : outreachMessages.noPhoneNumber;
        skipped.push({ name: target.name, reason });
      } else {
        reachable.push({ target, address: consentAddress(request.channel, raw) });
      }
    }

    const messages = await this.uow.run(async ({ em, publish }) => {
      await em.execute(`select pg_advisory_xact_lock(hashtextextended('outreach-sender:' || ?, 0))`, [
        request.senderAccountId,
      ]);
      const now = this.clock.now();
      const scope: LimitScope = { senderAccountId: request.senderAccountId, fundraiserId: request.fundraiserId };
      // Counted apart from the message history, which the sender may delete (issue #18).
      const history = await this.limits.historyOf(em, scope);
      const senderDays = new SenderDays(
        request.fundraiserZone,
        history
          .filter((entry) => countsTowardLimits(entry.status))
          .map((entry) => entry.at)
          .filter((at) => at.getTime() >= now.getTime() - SENDER_DAY_LOOKBACK_MS),
      );
      const optedOut = await this.consents.optedOut(
        em,
        request.channel,
        reachable.map(({ address }) => address),
      );

      const created: OutreachMessage[] = [];
      for (const { target, address } of reachable) {
        const keys = this.recipientKeysOf(scope, target);
        const earlier = history.filter((entry) => isSamePerson(entry, target, keys)).map(earlierMessage);
        const plan = optedOut.has(address)
          ? { status: 'opted_out' as const, holdReason: 'optedOut' as const, sendAt: now }
          : planMessage({
              now,
              channel: request.channel,
              recipientZones: recipientZones(request.channel, address, request.fundraiserZone),
              fundraiserZone: request.fundraiserZone,
              history: earlier,
              senderDays,
              dailyCap: this.config.outreach.dailyCap,
            });
        const message = em.create(OutreachMessage, {
          fundraiserId: request.fundraiserId,
          senderAccountId: request.senderAccountId,
          senderRole: request.senderRole,
          recipientKind: target.kind,
          contactId: target.contactId,
          recipientAccountId: target.accountId,
          recipientName: target.name,
          channel: request.channel,
          address,
          trackingCode: newTrackingCode(),
          note: request.note,
          status: plan.status,
          holdReason: plan.holdReason,
          sendAt: plan.sendAt,
          createdAt: now,
        });
        created.push(message);
        // Later recipients of this same send see this one in the sender's day (and a repeated person, in theirs).
        history.push({
          contactId: target.contactId,
          recipientAccountId: target.accountId,
          recipientKey: this.limits.recipientKey(scope, request.channel, address),
          channel: request.channel,
          status: plan.status,
          at: plan.sendAt,
        });
        if (countsTowardLimits(plan.status)) senderDays.add(plan.sendAt);
        if (plan.status === 'queued') publish(new OutreachMessageDue({ messageId: message.id }));
      }
      await em.flush();
      await this.limits.record(em, scope, created);
      return created;
    });

    const counts = Object.fromEntries(outreachStatuses.map((status) => [status, 0])) as Record<OutreachStatus, number>;
    for (const message of messages) counts[message.status] += 1;
    return { messages: messages.map(outreachMessageView), skipped, counts };
  }

  /** A recipient's addresses, as the limits key them. */
  private recipientKeysOf(scope: LimitScope, target: OutreachTarget): string[] {
    return [
      ...(target.email === null ? [] : [this.limits.recipientKey(scope, 'email', target.email)]),
      ...(target.phoneNumber === null ? [] : [this.limits.recipientKey(scope, 'sms', target.phoneNumber)]),
    ];
  }
}

/**
 * Whether an earlier message went to this person: the same contact or account, or any of their addresses (so
 * deleting a contact, or all of them, and adding it again starts nothing afresh).
 */
function isSamePerson(entry: LimitEntry, target: OutreachTarget, recipientKeys: readonly string[]): boolean {
  if (target.contactId !== null && entry.contactId === target.contactId) return true;
  if (target.accountId !== null && entry.recipientAccountId === target.accountId) return true;
  return recipientKeys.includes(entry.recipientKey);
}

function earlierMessage(entry: LimitEntry): EarlierMessage {
  return { channel: entry.channel, status: entry.status, at: entry.at };
}
