import { createHash, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import type { TransactionScope } from '../../platform/events/unit-of-work';
import type { NewsletterSubscription } from './entities/newsletter-subscription.entity';
import { NewsletterSubscribed } from './events/newsletter-subscribed.event';

/** How long a confirmation link works. */
export const CONFIRMATION_LINK_LIFETIME_MS = 7 * 24 * 3600_000;
/** How long the token waits in the vault for the job that emails it. */
const CONFIRMATION_SECRET_TTL_SECONDS = 24 * 3600;

/** Where a confirmation link's token waits in the secret vault between the command and the sending job. */
export const newsletterConfirmationSecretRef = (confirmationId: string) => `newsletter-confirmation:${confirmationId}`;

export const hashNewsletterToken = (token: string) => createHash('sha256').update(token).digest('hex');

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The links newsletter emails carry. Confirmation links hold a random token whose hash is stored; unsubscribe
 * links are `<subscriptionId>.<HMAC>`, derived on demand, so every email can carry one without storing it and
 * a link keeps working for as long as the subscription exists.
 */
@Injectable()
export class NewsletterLinks {
  private readonly unsubscribeKey: Buffer;

  constructor(private readonly config: AppConfig) {
    this.unsubscribeKey = createHmac('sha256', config.identity.sessionSecret).update('newsletter-unsubscribe').digest();
  }

  /**
   * A fresh confirmation link for a pending subscription (replacing any earlier one), emailed by a job once the
   * transaction commits. The event names the token's place in the vault, never the token.
   */
  issueConfirmation({ publish, keepSecret }: TransactionScope, subscription: NewsletterSubscription): void {
    const token = randomBytes(32).toString('base64url');
    const confirmationId = randomUUID();
    const now = new Date();
    subscription.confirmTokenHash = hashNewsletterToken(token);
    subscription.confirmExpiresAt = new Date(now.getTime() + CONFIRMATION_LINK_LIFETIME_MS);
    subscription.confirmationSentAt = now;
    keepSecret(newsletterConfirmationSecretRef(confirmationId), token, CONFIRMATION_SECRET_TTL_SECONDS);
    publish(new NewsletterSubscribed({ subscriptionId: subscription.id, email: subscription.email, confirmationId }));
  }

  confirmUrl(token: string): string {
    return `${this.config.http.publicUrl}/newsletter/confirm/${token}`;
  }

  /** The token of the subscription's unsubscribe link; masked in message records like any link token. */
  unsubscribeToken(subscriptionId: string): string {
    return `${subscriptionId}.${this.signature(subscriptionId)}`;
  }

  unsubscribeUrl(unsubscribeToken: string): string {
    return `${this.config.http.publicUrl}/newsletter/unsubscribe/${unsubscribeToken}`;
  }

  /** The subscription an unsubscribe token names, or null when the token is not one of ours. */
  subscriptionOfUnsubscribeToken(token: string): string | null {
    const [subscriptionId = '', signature = '', ...rest] = token.split('.');
    if (rest.length > 0 || !uuidPattern.test(subscriptionId)) return null;
    const expected = Buffer.from(this.signature(subscriptionId));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? subscriptionId : null;
  }

  private signature(subscriptionId: string): string {
    return createHmac('sha256', this.unsubscribeKey).update(subscriptionId).digest('base64url');
  }
}
