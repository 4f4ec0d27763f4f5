import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { SubscribeToNewsletterCommand } from '../../src/modules/site/commands/subscribe-to-newsletter/subscribe-to-newsletter.command';
import { createTestEnvironment, type TestEnvironment } from '../support/test-environment';

describe('subscribing to the newsletter', () => {
  let environment: TestEnvironment;
  let app: INestApplicationContext;

  beforeAll(async () => {
    environment = await createTestEnvironment();
    app = await NestFactory.createApplicationContext(AppModule.forRoot(environment.config), {
      logger: false,
      abortOnError: false,
    });
  });

  afterAll(async () => {
    await app?.close();
    await environment?.dispose();
  });

  it('keeps one subscription and publishes one event when the same address races in ten times', async () => {
    const bus = app.get(CommandBus);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => bus.execute(new SubscribeToNewsletterCommand('race@example.com'))),
    );
    expect(results.filter((result) => !result.alreadySubscribed)).toHaveLength(1);
    expect(
      await environment.sql(`select id from newsletter_subscriptions where email = 'race@example.com'`),
    ).toHaveLength(1);
    expect(
      await environment.sql(
        `select id from outbox_events where event_name = 'NewsletterSubscribed' and payload->>'email' = 'race@example.com'`,
      ),
    ).toHaveLength(1);
  });
});
