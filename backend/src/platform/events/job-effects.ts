import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

/**
 * Exactly-once database effects for at-least-once jobs: the effect key is inserted in the same transaction
 * as the effect, so a retried, duplicated or resumed job finds the key and changes nothing twice.
 * Only for database work: never call a network service inside `effect` (messages go through the Messenger,
 * which records, commits, sends, then marks), or a slow provider holds a pooled connection open.
 */
@Injectable()
export class JobEffects {
  constructor(private readonly em: EntityManager) {}

  /** Runs `effect` unless `key` already committed; returns whether it ran. */
  async once(key: string, effect: (em: EntityManager) => Promise<void>): Promise<boolean> {
    return this.em.fork().transactional(async (em) => {
      const inserted = await em.execute<{ key: string }[]>(
        'insert into job_effects (key) values (?) on conflict (key) do nothing returning key',
        [key],
      );
      if (inserted.length === 0) return false;
      await effect(em);
      return true;
    });
  }
}
