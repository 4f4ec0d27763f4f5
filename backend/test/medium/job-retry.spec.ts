import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { SubscribeToNewsletterCommand } from '../../src/modules/site/commands/subscribe-to-newsletter/subscribe-to-newsletter.command';
import { FakeSmtpServer } from '../support/fake-smtp-server';
import { startWorker } from '../support/test-apps';
import { createTestEnvironment, eventually, type TestEnvironment } from '../support/test-environment';

describe('a job whose delivery fails once', () => {
  const smtp = new FakeSmtpServer();
  let environment: TestEnvironment;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    const port = await smtp.start();
    environment = await createTestEnvironment({ EMAIL_TRANSPORT: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}` });
    worker = await startWorker(environment.config);
  });

  afterAll(async () => {
    await worker?.close();
    await environment?.dispose();
    await smtp.stop();
  });

  it('is retried, and its email is delivered and recorded exactly once', async () => {
    smtp.behaviour = 'fail-once';
    await worker.get(CommandBus).execute(new SubscribeToNewsletterCommand('retry@example.com'));

    await eventually('the retried delivery', async () => smtp.delivered.length === 1);
    expect(smtp.dataStarted).toBe(2); // the failed attempt and the retry
    // Give a wrongly duplicated job the time to show itself.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.delivered).toHaveLength(1);
    expect(smtp.delivered[0]).toContain('You are subscribed to FundPlay news');
    const recorded = await environment.sql(
      `select transport from outbound_messages where recipient = 'retry@example.com'`,
    );
    expect(recorded).toEqual([{ transport: 'smtp' }]);
    expect(
      await environment.sql(`select key from job_effects where key like '%site.send-newsletter-confirmation'`),
    ).toHaveLength(1);
  });
});
