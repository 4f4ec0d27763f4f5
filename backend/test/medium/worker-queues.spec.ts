import type { INestApplicationContext } from '@nestjs/common';
import { DomainEventsWorker } from '../../src/platform/events/domain-events.worker';
import { startWorker } from '../support/test-apps';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

/**
 * Use case: workers given some queues only (WORKER_QUEUES), so the money path (payments, projections) runs on workers
 * of its own and emails, texts and outreach on others (issue #22, README "Scaling out").
 */
describe('a worker given some queues', () => {
  let environment: TestEnvironment;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    environment = await createTestEnvironment({ WORKER_QUEUES: 'payments,projections', WORKER_CONCURRENCY: '2' });
    worker = await startWorker(environment.config);
  });

  afterAll(async () => {
    await worker?.close();
    await environment?.dispose();
  });

  it('consumes those queues only', () => {
    expect(
      worker
        .get(DomainEventsWorker)
        .consumers()
        .sort((a, b) => a.queue.localeCompare(b.queue)),
    ).toEqual([
      { queue: 'payments', concurrency: 2 },
      { queue: 'projections', concurrency: 2 },
    ]);
  });
});
