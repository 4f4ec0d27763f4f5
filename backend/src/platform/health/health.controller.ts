import { routeTable, type HealthReport, type QueueHealth } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Controller, Inject, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { JobQueues } from '../events/job-queues.provider';
import { Route } from '../http/route.decorator';
import { REDIS } from '../redis/redis.module';

const withTimeout = <T>(work: Promise<T>, ms = 2_000) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

@Controller()
export class HealthController {
  constructor(
    private readonly em: EntityManager,
    @Inject(REDIS) private readonly redis: Redis,
    private readonly queues: JobQueues,
  ) {}

  /** 200 when database, Redis and every queue answer; 503 with the same report when any does not. */
  @Route(routeTable.health)
  async health(@Res({ passthrough: true }) reply: FastifyReply): Promise<HealthReport> {
    const [database, redis, queues] = await Promise.all([
      withTimeout(this.em.fork().execute('select 1')).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      withTimeout(this.redis.ping()).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      Promise.all(
        this.queues.all().map(async ([name, queue]): Promise<[string, QueueHealth]> => {
          const counts = await withTimeout(queue.getJobCounts('waiting', 'active', 'failed', 'delayed')).catch(
            () => null,
          );
          return [
            name,
            {
              state: counts ? 'up' : 'down',
              waiting: counts?.waiting ?? 0,
              active: counts?.active ?? 0,
              failed: counts?.failed ?? 0,
              delayed: counts?.delayed ?? 0,
            },
          ];
        }),
      ),
    ]);
    const all = queues.map(([, health]) => health);
    const sum = (field: 'waiting' | 'active' | 'failed' | 'delayed') => all.reduce((n, q) => n + q[field], 0);
    const queueState = all.every((q) => q.state === 'up') ? 'up' : 'down';
    const report: HealthReport = {
      status: database === 'up' && redis === 'up' && queueState === 'up' ? 'ok' : 'degraded',
      database,
      redis,
      queue: {
        state: queueState,
        waiting: sum('waiting'),
        active: sum('active'),
        failed: sum('failed'),
        delayed: sum('delayed'),
      },
      queues: Object.fromEntries(queues),
      uptimeSeconds: Math.round(process.uptime()),
    };
    if (report.status !== 'ok') void reply.status(503);
    return report;
  }
}
