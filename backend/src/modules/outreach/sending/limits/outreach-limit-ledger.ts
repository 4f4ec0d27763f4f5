import type { OutreachChannel, OutreachStatus } from '@fundplay/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { createHmac } from 'node:crypto';
import { AppConfig } from '../../../../config/app-config';
import { consentAddress } from '../../consent/consent-registry';
import { countingStatuses, countsTowardLimits } from '../planner/outreach-planner';

/** Whose limits: one sender in one fundraiser. */
export interface LimitScope {
  senderAccountId: string;
  fundraiserId: string;
}

/** One earlier message as the limits see it: to whom (never the address itself), on which channel, when, how far. */
export interface LimitEntry {
  contactId: string | null;
  recipientAccountId: string | null;
  recipientKey: string;
  channel: OutreachChannel;
  status: OutreachStatus;
  /** When it went out, or will. */
  at: Date;
}

/** A message just planned, as the dispatcher created it. */
export interface PlannedMessage {
  id: string;
  channel: OutreachChannel;
  address: string;
  contactId: string | null;
  recipientAccountId: string | null;
  status: OutreachStatus;
  sendAt: Date;
}

/** A message row as "Delete all" removed it: its state at the moment of deletion, after any delivery's claim. */
export interface DeletedMessage {
  id: string;
  fundraiser_id: string;
  sender_account_id: string;
  channel: OutreachChannel;
  address: string;
  contact_id: string | null;
  recipient_account_id: string | null;
  status: OutreachStatus;
  claimed_at: Date | null;
  sent_at: Date | null;
  send_at: Date;
}

/** The columns `DeletedMessage` needs, for a `delete ... returning`. */
export const deletedMessageColumns =
  'id, fundraiser_id, sender_account_id, channel, address, contact_id, recipient_account_id, status, claimed_at, ' +
  'sent_at, send_at';

interface EntryRow {
  contact_id: string | null;
  recipient_account_id: string | null;
  recipient_key: string | null;
  address: string | null;
  channel: OutreachChannel;
  status: OutreachStatus;
  at: Date;
}

/**
 * What the outreach limits count, kept apart from the sender's message history (`outreach_limit_entries`), so that
 * "Delete all contacts" erases the history and the addresses but not the count: a person deleted and added again is
 * held exactly as before. An entry names its recipient by a keyed hash of the normalised address, scoped to the sender
 * and the fundraiser (so entries cannot be linked across senders, nor an address recovered without the server's
 * secret). While its message row exists, the row's status and times win (deliveries, failures, opt-outs move them);
 * once the row is deleted, the entry keeps what reached or may have reached the person, and goes when it never left.
 */
@Injectable()
export class OutreachLimitLedger {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHmac('sha256', config.identity.sessionSecret).update('fundplay:outreach-limit-recipient').digest();
  }

  /** The recipient's key in one sender's limits in one fundraiser: 43 url-safe characters. */
  recipientKey(scope: LimitScope, channel: OutreachChannel, address: string): string {
    return createHmac('sha256', this.key)
      .update(`${scope.senderAccountId}\n${scope.fundraiserId}\n${channel}\n${consentAddress(channel, address)}`)
      .digest('base64url');
  }

  /** Inside the send's transaction: an entry for each message that counts (scheduled or queued). */
  async record(em: EntityManager, scope: LimitScope, messages: readonly PlannedMessage[]): Promise<void> {
    const counted = messages.filter((message) => countsTowardLimits(message.status));
    if (counted.length === 0) return;
    await this.insert(
      em,
      counted.map((message) => ({
        message_id: message.id,
        fundraiser_id: scope.fundraiserId,
        sender_account_id: scope.senderAccountId,
        channel: message.channel,
        recipient_key: this.recipientKey(scope, message.channel, message.address),
        contact_id: message.contactId,
        recipient_account_id: message.recipientAccountId,
        status: message.status,
        counted_at: message.sendAt.toISOString(),
      })),
    );
  }

  /**
   * Every message of this sender in this fundraiser the limits may count. Messages sent before the entries existed
   * have none: they are read from their rows, while those last.
   */
  async historyOf(em: EntityManager, scope: LimitScope): Promise<LimitEntry[]> {
    const rows = await em.execute<EntryRow[]>(
      `select l.contact_id, l.recipient_account_id, l.recipient_key, null as address, l.channel,
              coalesce(m.status, l.status) as status,
              case when m.id is null then l.counted_at else coalesce(m.sent_at, m.send_at) end as at
         from outreach_limit_entries l
         left join outreach_messages m on m.id = l.message_id
        where l.sender_account_id = ? and l.fundraiser_id = ?
       union all
       select m.contact_id, m.recipient_account_id, null, m.address, m.channel, m.status,
              coalesce(m.sent_at, m.send_at)
         from outreach_messages m
        where m.sender_account_id = ? and m.fundraiser_id = ?
          and m.status in (select jsonb_array_elements_text(?::jsonb))
          and not exists (select 1 from outreach_limit_entries l where l.message_id = m.id)`,
      [
        scope.senderAccountId,
        scope.fundraiserId,
        scope.senderAccountId,
        scope.fundraiserId,
        JSON.stringify(countingStatuses),
      ],
    );
    return rows.map((row) => ({
      contactId: row.contact_id,
      recipientAccountId: row.recipient_account_id,
      recipientKey: row.recipient_key ?? this.recipientKey(scope, row.channel, row.address ?? ''),
      channel: row.channel,
      status: row.status,
      at: new Date(row.at),
    }));
  }

  /**
   * Inside the deleting transaction, with the rows as the delete returned them (it waited for any delivery's claim):
   * what was sent, delivered or taken by a delivery stays counted as it stood; what was scheduled or queued and never
   * taken is cancelled with its row (its delivery finds nothing), and what failed or was refused never counted.
   */
  async settleDeleted(em: EntityManager, deleted: readonly DeletedMessage[]): Promise<void> {
    const reached = deleted.filter(
      (row) => row.status === 'sent' || row.status === 'delivered' || (row.status === 'queued' && row.claimed_at),
    );
    const reachedIds = new Set(reached.map((row) => row.id));
    const cancelled = deleted.filter((row) => !reachedIds.has(row.id)).map((row) => row.id);
    if (cancelled.length > 0) {
      await em.execute(
        'delete from outreach_limit_entries where message_id in (select jsonb_array_elements_text(?::jsonb)::uuid)',
        [JSON.stringify(cancelled)],
      );
    }
    if (reached.length === 0) return;
    await this.insert(
      em,
      reached.map((row) => {
        const scope = { senderAccountId: row.sender_account_id, fundraiserId: row.fundraiser_id };
        return {
          message_id: row.id,
          fundraiser_id: row.fundraiser_id,
          sender_account_id: row.sender_account_id,
          channel: row.channel,
          recipient_key: this.recipientKey(scope, row.channel, row.address),
          contact_id: row.contact_id,
          recipient_account_id: row.recipient_account_id,
          status: row.status,
          counted_at: new Date(row.sent_at ?? row.send_at).toISOString(),
        };
      }),
    );
  }

  /** Writes entries, or brings existing ones up to date (a deleted message's last status and time). */
  private async insert(em: EntityManager, entries: readonly Record<string, string | null>[]): Promise<void> {
    await em.execute(
      `insert into outreach_limit_entries
              (message_id, fundraiser_id, sender_account_id, channel, recipient_key, contact_id, recipient_account_id,
               status, counted_at)
       select * from jsonb_to_recordset(?::jsonb) as entry (
              message_id uuid, fundraiser_id uuid, sender_account_id uuid, channel text, recipient_key text,
              contact_id uuid, recipient_account_id uuid, status text, counted_at timestamptz)
       on conflict (message_id) do update set status = excluded.status, counted_at = excluded.counted_at`,
      [JSON.stringify(entries)],
    );
  }
}
