import { Entity, PrimaryKey, Property, type Opt } from '@mikro-orm/core';

/** Proof that a job's effect was committed: written in the same transaction as the effect itself. */
@Entity({ tableName: 'job_effects' })
export class JobEffect {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'timestamptz', defaultRaw: 'now()' })
  completedAt: Opt<Date> = new Date();
}
