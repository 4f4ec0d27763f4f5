import type { OutreachChannel } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import type { ConsentSource } from '../entities/outreach-consent.entity';

/** The consent of one address, as the unsubscribe page and the senders read it. */
export interface ConsentRecord {
  channel: OutreachChannel;
  address: string;
  subscribed: boolean;
  changedAt: Date | null;
}

/** An address as the registry keys it: emails lower-cased, phone numbers as given (E.164). */
export function consentAddress(channel: OutreachChannel, address: string): string {
  const trimmed = address.trim();
  return channel === 'email' ? trimmed.toLowerCase() : trimmed;
}

/** 24 random bytes, 32 url-safe characters: the token of an unsubscribe link. */
function newConsentToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * FundPlay's global opt-out registry (issue #11): one row per channel and address, whoever sent and in whichever
 * fundraiser. An opt-out is honoured before every send: the delivery job reads the row with `lockForSend` in the
 * transaction that claims the message, and `setSubscribed` takes the same row lock, so an opt-out either commits
 * before the claim (and the message is never handed to a transport) or waits until the claim has committed.
 */
@Injectable()
export class ConsentRegistry {
  constructor(private readonly em: EntityManager) {}

  /** The address's stable token for its unsubscribe link; the first call records the address as subscribed. */
  async tokenFor(channel: OutreachChannel, address: string): Promise<string> {
    const em = this.em.fork();
    await this.ensure(em, channel, address);
    const [row] = await em.execute<{ token: string }[]>(
      'select token from outreach_consents where channel = ? and address = ?',
      [channel, consentAddress(channel, address)],
    );
    if (!row) throw new Error('consent row vanished');
    return row.token;
  }

  /**
   * Inside the caller's transaction: makes sure the row exists, then locks it until that transaction ends.
   * An opt-out committed before is seen here; one arriving meanwhile waits for the caller's commit.
   */
  async lockForSend(
    em: EntityManager,
    channel: OutreachChannel,
    address: string,
  ): Promise<{ subscribed: boolean; token: string }> {
    await this.ensure(em, channel, address);
    const [row] = await em.execute<{ subscribed: boolean; token: string }[]>(
      'select subscribed, token from outreach_consents where channel = ? and address = ? for update',
      [channel, consentAddress(channel, address)],
    );
    if (!row) throw new Error('consent row vanished');
    return { subscribed: row.subscribed, token: row.token };
  }

  /** Records a choice (reversible), in its own transaction, under the same row lock the senders take. */
  async setSubscribed(
    channel: OutreachChannel,
    address: string,
    subscribed: boolean,
    source: ConsentSource,
  ): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      await this.ensure(em, channel, address);
      // Locked first, so the time below is read once any claim holding the row has committed: an UPDATE alone
      // would compute it before waiting for a lock that did not change the row.
      await em.execute('select id from outreach_consents where channel = ? and address = ? for update', [
        channel,
        consentAddress(channel, address),
      ]);
      // The time moves only on a change; clock_timestamp, not the transaction's start.
      await em.execute(
        `update outreach_consents
            set changed_at = case when subscribed is distinct from ? then clock_timestamp() else changed_at end,
                source = case when subscribed is distinct from ? then ? else source end,
                subscribed = ?
          where channel = ? and address = ?`,
        [subscribed, subscribed, source, subscribed, channel, consentAddress(channel, address)],
      );
    });
  }

  async findByToken(token: string): Promise<ConsentRecord | null> {
    const [row] = await this.em
      .fork()
      .execute<{ channel: OutreachChannel; address: string; subscribed: boolean; changed_at: Date | null }[]>(
        'select channel, address, subscribed, changed_at from outreach_consents where token = ?',
        [token],
      );
    return row
      ? { channel: row.channel, address: row.address, subscribed: row.subscribed, changedAt: row.changed_at }
      : null;
  }

  /** Which of `addresses` opted out of `channel`, read without a lock (a send's first look; delivery looks again). */
  async optedOut(em: EntityManager, channel: OutreachChannel, addresses: readonly string[]): Promise<Set<string>> {
    if (addresses.length === 0) return new Set();
    const rows = await em.execute<{ address: string }[]>(
      `select address from outreach_consents
        where channel = ? and not subscribed and address in (select jsonb_array_elements_text(?::jsonb))`,
      [channel, JSON.stringify(addresses.map((address) => consentAddress(channel, address)))],
    );
    return new Set(rows.map((row) => row.address));
  }

  private async ensure(em: EntityManager, channel: OutreachChannel, address: string): Promise<void> {
    await em.execute(
      `insert into outreach_consents (id, channel, address, token) values (gen_random_uuid(), ?, ?, ?)
       on conflict (channel, address) do nothing`,
      [channel, consentAddress(channel, address), newConsentToken()],
    );
  }
}
