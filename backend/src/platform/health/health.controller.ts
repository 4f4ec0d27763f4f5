import { Public } from '../auth/access.decorators';
import type { HealthReport } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { InjectQueue } from '@nestjs/bullmq';
import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { DOMAIN_EVENTS_QUEUE } from '../events/domain-events.queue';
import { REDIS } from '../redis/redis.module';

const withTimeout = <T>(work: Promise<T>, ms = 2_000) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

@Public()
@Controller('api/health')
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    @InjectQueue(DOMAIN_EVENTS_QUEUE) private readonly queue: Queue,
  ) {}

  /** 200 when database, Redis and the queue answer; 503 with the same report when any does not. */
  @Get()
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const [database, redis, counts] = await Promise.all([
      withTimeout(this.em.fork().execute('select 1')).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      withTimeout(this.redis.ping()).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      withTimeout(this.queue.getJobCounts('waiting', 'active', 'failed', 'delayed')).catch(() => null),
    ]);
    const report: HealthReport = {
      status: database === 'up' && redis === 'up' && counts ? 'ok' : 'degraded',
      database,
      redis,
      queue: {
        state: counts ? 'up' : 'down',
        waiting: counts?.waiting ?? 0,
        active: counts?.active ?? 0,
        failed: counts?.failed ?? 0,
        delayed: counts?.delayed ?? 0,
      },
      uptimeSeconds: Math.round(process.uptime()),
    };
    if (report.status !== 'ok') void reply.status(503);
    return report;
  }
}
