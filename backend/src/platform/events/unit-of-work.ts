import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { SecretVault } from '../secrets/secret-vault';
import type { DomainEvent } from './domain-event';
import { OutboxEvent } from './entities/outbox-event.entity';
import { OutboxNudge } from './outbox-nudge';

/** What a command handler gets inside its transaction: the entity manager, and the outbox to publish into. */
export interface TransactionScope {
  em: EntityManager;
  /** Records the event as an outbox row in this transaction; nothing leaves the process before commit. */
  publish(event: DomainEvent): void;
  /**
   * Hands a one-time secret (a code, a link token) to the job that will deliver it, through the short-lived
   * secret vault: events carry `ref`, never the secret. Stored before the commit, so the job always finds it.
   */
  keepSecret(ref: string, secret: string, ttlSeconds: number): void;
  /**
   * Runs `effect` once the transaction has committed (never if it rolls back): for telling caches in other
   * processes that what they hold changed, which must not happen before the change is visible to them.
   */
  afterCommit(effect: () => Promise<void>): void;
}

/**
 * Runs a command's work in one transaction. State and outbox rows commit together or not at all;
 * after a commit that published anything, the relay is nudged.
 */
@Injectable()
export class UnitOfWork {
  constructor(
    private readonly em: EntityManager,
    private readonly nudge: OutboxNudge,
    private readonly vault: SecretVault,
  ) {}

  async run<T>(work: (scope: TransactionScope) => Promise<T>): Promise<T> {
    let published = 0;
    const effects: (() => Promise<void>)[] = [];
    const result = await this.em.fork().transactional(async (em) => {
      const secrets: { ref: string; secret: string; ttlSeconds: number }[] = [];
      const value = await work({
        em,
        publish: (event) => {
          published += 1;
          em.persist(em.create(OutboxEvent, { eventName: event.name, payload: event.payload }));
        },
        keepSecret: (ref, secret, ttlSeconds) => secrets.push({ ref, secret, ttlSeconds }),
        afterCommit: (effect) => effects.push(effect),
      });
      // A rollback after this leaves only an encrypted value that expires on its own.
      await Promise.all(secrets.map((entry) => this.vault.put(entry.ref, entry.secret, entry.ttlSeconds)));
      return value;
    });
    for (const effect of effects) await effect();
    if (published > 0) await this.nudge.nudge();
    return result;
  }
}
