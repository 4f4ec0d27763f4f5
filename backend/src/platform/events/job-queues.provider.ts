import { InjectQueue } from '@nestjs/bullmq';
import { Injectable } from '@nestjs/common';
import type { Queue } from 'bullmq';
import type { JobQueueName } from './job-queues';

/** Every queue by name, for the relay, the scheduler and the health report. */
@Injectable()
export class JobQueues {
  private readonly byName: Record<JobQueueName, Queue>;

  constructor(
    @InjectQueue('messaging') messaging: Queue,
    @InjectQueue('payments') payments: Queue,
    @InjectQueue('projections') projections: Queue,
    @InjectQueue('outreach') outreach: Queue,
    @InjectQueue('maintenance') maintenance: Queue,
  ) {
    this.byName = { messaging, payments, projections, outreach, maintenance };
  }

  get(name: JobQueueName): Queue {
    return this.byName[name];
  }

  all(): [JobQueueName, Queue][] {
    return Object.entries(this.byName) as [JobQueueName, Queue][];
  }
}
