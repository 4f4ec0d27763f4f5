import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { JobsOptions } from 'bullmq';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { closeRedis } from '../redis/close-redis';
import { backgroundRedisOptions, redisOptionsFromUrl } from '../redis/redis-options';
import { jobOptions, type DomainEventJobData, type JobQueueName } from './job-queues';
import { JobQueues } from './job-queues.provider';
import { JobRegistry } from './job-registry';
import { outboxNudgeChannel } from './outbox-nudge';

const BATCH_SIZE = 200;
const POLL_INTERVAL_MS = 1_000;

/**
 * Moves committed outbox rows to BullMQ: one job per (event, subscriber), on the subscriber's queue, with job id
 * `<eventKey>-<jobName>`, so a row enqueued twice (a relay that died before marking it) is one job. The key is the
 * row's random `event_key`, not its sequence number, which repeats when a database is recreated or restored while
 * Redis still remembers the finished jobs of the old one.
 * Rows are claimed with FOR UPDATE SKIP LOCKED, so several workers relay side by side.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OutboxRelay.name);
  private subscriber?: Redis;
  private timer?: NodeJS.Timeout;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly em: EntityManager,
    private readonly registry: JobRegistry,
    private readonly config: AppConfig,
    private readonly queues: JobQueues,
  ) {}

  async onApplicationBootstrap() {
    this.subscriber = new Redis(redisOptionsFromUrl(this.config.redis.url, backgroundRedisOptions()));
    this.subscriber.on('message', () => this.kick());
    await this.subscriber.subscribe(outboxNudgeChannel(this.config));
    this.timer = setInterval(() => this.kick(), POLL_INTERVAL_MS);
    this.kick();
  }

  async onApplicationShutdown() {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.subscriber) await closeRedis(this.subscriber);
    await this.running;
  }

  /** Drains now, or once more right after the drain in progress. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .then(() => undefined)
      .catch((error: unknown) => this.logger.error({ err: error }, 'outbox relay failed; retrying on the next poll'))
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Relays every pending row; resolves when none is left. Exposed for tests. */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const relayed = await this.relayBatch();
      total += relayed;
      if (relayed < BATCH_SIZE || this.stopped) return total;
    }
  }

  private async relayBatch(): Promise<number> {
    return this.em.fork().transactional(async (em) => {
      const rows = await em.execute<{ id: string; event_key: string; event_name: string; payload: unknown }[]>(
        `select id, event_key, event_name, payload from outbox_events
          where dispatched_at is null order by id limit ? for update skip locked`,
        [BATCH_SIZE],
      );
      if (rows.length === 0) return 0;
      const options = jobOptions(this.config);
      const byQueue = new Map<JobQueueName, { name: string; data: DomainEventJobData; opts: JobsOptions }[]>();
      for (const row of rows) {
        for (const subscriber of this.registry.subscribersOf(row.event_name)) {
          const jobs = byQueue.get(subscriber.queue) ?? [];
          jobs.push({
            name: subscriber.name,
            data: { outboxId: String(row.id), event: subscriber.event, payload: row.payload },
            opts: { ...options, jobId: `${row.event_key}-${subscriber.name}` },
          });
          byQueue.set(subscriber.queue, jobs);
        }
      }
      await Promise.all([...byQueue].map(([queue, jobs]) => this.queues.get(queue).addBulk(jobs)));
      await em.execute('update outbox_events set dispatched_at = now() where id in (?)', [rows.map((row) => row.id)]);
      return rows.length;
    });
  }
}
