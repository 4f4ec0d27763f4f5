import { moneyMessages, type PaymentIntentStart } from '@fundplay/contracts';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { DomainError } from '../../../platform/http/domain-error';
import { PaymentProvider, PaymentProviderRefusal } from '../../../platform/payments/payment-provider.port';
import type { PaymentTarget } from '../../fundraisers/queries/resolve-donation-target/resolve-donation-target.query';
import { Payment } from '../entities/payment.entity';

/** The payments row to write before its PaymentIntent: everything but the ids and the status. */
export type NewPayment = Pick<
  Payment,
  'kind' | 'fundraiserId' | 'groupId' | 'membershipId' | 'buyerMembershipId' | 'sponsorId'
> & {
  tokens: number;
  amountCents: number;
  giftCents: number;
  coveredFeeCents: number;
  platformFeeCents: number;
  donorFirstName: string;
  donorLastName: string;
  donorEmail: string;
  anonymous: boolean;
  /** Donations: the outreach message's tracking code the donor came with, if any. */
  trackingCode?: string | null;
  /** Donations: the wall's choices (message, shown amount) and a sponsorship's business name. */
  message?: string | null;
  showAmount?: boolean;
  sponsorName?: string | null;
};

/** Whether a refusal from the provider is about the destination account (unknown, deleted, not able to charge). */
function isAccountRefusal(error: PaymentProviderRefusal): boolean {
  return (
    error.code === 'account_invalid' ||
    (error.code === 'resource_missing' && /account|destination/i.test(error.message)) ||
    /destination|transfer_data|connected account/i.test(error.message)
  );
}

/**
 * What donations and token purchases share: the fundraiser must be running and its credited connected account
 * able to take charges (asked of the provider, which is the truth about an account), then the `payments` row is
 * written first and the PaymentIntent created with the idempotency key `payment:<paymentId>`, so a retried request
 * can never create a second intent for the same row.
 */
@Injectable()
export class CardPaymentStarter {
  private readonly logger = new Logger(CardPaymentStarter.name);

  constructor(
    private readonly em: EntityManager,
    private readonly provider: PaymentProvider,
  ) {}

  /** The connected account a payment to `target` settles to; refuses with the spec's messages otherwise. */
  async destinationFor(target: PaymentTarget, now = Date.now()): Promise<string> {
    if (now < target.startsAt.getTime()) throw new DomainError('conflict', moneyMessages.notAcceptingNotStarted);
    if (now >= target.endsAt.getTime()) throw new DomainError('conflict', moneyMessages.notAcceptingEnded);
    const accountId = target.payoutAccountId;
    if (!accountId) throw new DomainError('conflict', moneyMessages.payoutAccountMissing);
    const account = await this.provider.getConnectedAccount(accountId);
    if (!account?.chargesEnabled) throw new DomainError('conflict', moneyMessages.payoutAccountMissing);
    return accountId;
  }

  async start(
    payment: NewPayment,
    intent: { destinationAccountId: string; description: string; refusalMessage: string },
  ): Promise<PaymentIntentStart> {
    const paymentId = randomUUID();
    const em = this.em.fork();
    em.persist(
      em.create(Payment, {
        ...payment,
        id: paymentId,
      }),
    );
    await em.flush();

    let started;
    try {
      started = await this.provider.createPaymentIntent({
        amountCents: payment.amountCents,
        destinationAccountId: intent.destinationAccountId,
        platformFeeCents: payment.platformFeeCents,
        idempotencyKey: `payment:${paymentId}`,
        description: intent.description,
        receiptEmail: null, // FundPlay sends its own receipt, with the cause's tax details
        metadata: { paymentId, kind: payment.kind, fundraiserId: payment.fundraiserId },
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await em.execute(`update payments set status = 'failed', failure_message = ? where id = ?`, [
        message.slice(0, 500),
        paymentId,
      ]);
      if (error instanceof PaymentProviderRefusal) {
        this.logger.warn({ paymentId, code: error.code, err: error }, 'the provider refused a PaymentIntent');
        throw new DomainError(
          'conflict',
          isAccountRefusal(error) ? moneyMessages.payoutAccountMissing : intent.refusalMessage,
        );
      }
      throw error;
    }
    await em.execute('update payments set provider_intent_id = ? where id = ?', [started.id, paymentId]);
    return {
      clientSecret: started.clientSecret,
      paymentIntentId: started.id,
      amountCents: payment.amountCents,
      coveredFeeCents: payment.coveredFeeCents,
      tokens: payment.tokens,
    };
  }
}
