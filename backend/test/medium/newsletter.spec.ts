import type { INestApplicationContext } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { NestFactory } from '@nestjs/core';
import { AppModule } from '../../src/app.module';
import { ConfirmNewsletterSubscriptionCommand } from '../../src/modules/site/commands/confirm-newsletter-subscription/confirm-newsletter-subscription.command';
import { SubscribeToNewsletterCommand } from '../../src/modules/site/commands/subscribe-to-newsletter/subscribe-to-newsletter.command';
import { UnsubscribeFromNewsletterCommand } from '../../src/modules/site/commands/unsubscribe-from-newsletter/unsubscribe-from-newsletter.command';
import { ListNewsletterRecipientsQuery } from '../../src/modules/site/queries/list-newsletter-recipients/list-newsletter-recipients.query';
import { NewsletterLinks } from '../../src/modules/site/newsletter-links';
import { SecretVault } from '../../src/platform/secrets/secret-vault';
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

  const subscribe = (email: string, ip = '198.51.100.7') =>
    app.get(CommandBus).execute(new SubscribeToNewsletterCommand(email, ip));
  const recipients = () => app.get(QueryBus).execute(new ListNewsletterRecipientsQuery());

  /** The confirmation token the job would email, read from the vault the way the job reads it. */
  async function pendingToken(email: string): Promise<string> {
    const [event] = await environment.sql<{ payload: { confirmationId: string } }>(
      `select payload from outbox_events where event_name = 'NewsletterSubscribed' and payload->>'email' = $1
       order by created_at desc limit 1`,
      [email],
    );
    const token = await app.get(SecretVault).get(`newsletter-confirmation:${event?.payload.confirmationId}`);
    if (!token) throw new Error(`no confirmation token for ${email}`);
    return token;
  }

  it('keeps one pending row and sends one link when the same address races in ten times', async () => {
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => subscribe('race@example.com')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    for (const result of results.filter((entry) => entry.status === 'rejected')) {
      expect((result as PromiseRejectedResult).reason).toMatchObject({ kind: 'rate-limited' });
    }
    expect(
      await environment.sql(`select status from newsletter_subscriptions where email = 'race@example.com'`),
    ).toEqual([{ status: 'pending' }]);
    expect(
      await environment.sql(
        `select id from outbox_events where event_name = 'NewsletterSubscribed' and payload->>'email' = 'race@example.com'`,
      ),
    ).toHaveLength(1);
  });

  it('lists confirmed addresses only, until they unsubscribe', async () => {
    await subscribe('pending@example.com');
    await subscribe('confirmed@example.com');
    await app
      .get(CommandBus)
      .execute(new ConfirmNewsletterSubscriptionCommand(await pendingToken('confirmed@example.com')));

    const list = await recipients();
    expect(list.map((recipient) => recipient.email)).toEqual(['confirmed@example.com']);
    expect(
      await environment.sql(
        `select id from outbox_events where event_name = 'NewsletterSubscriptionConfirmed' and payload->>'email' = $1`,
        ['confirmed@example.com'],
      ),
    ).toHaveLength(1);

    const token = app.get(NewsletterLinks).unsubscribeToken(list[0]?.subscriptionId ?? '');
    await app.get(CommandBus).execute(new UnsubscribeFromNewsletterCommand(token));
    await app.get(CommandBus).execute(new UnsubscribeFromNewsletterCommand(token));
    expect(await recipients()).toEqual([]);
  });
});
