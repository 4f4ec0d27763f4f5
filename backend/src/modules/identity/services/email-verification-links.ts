import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config';
import type { TransactionScope } from '../../../platform/events/unit-of-work';
import type { Account } from '../entities/account.entity';
import { EmailVerification } from '../entities/email-verification.entity';
import { AdminEmailVerificationRequested } from '../events/admin-email-verification-requested.event';
import { emailVerificationSecretRef } from '../domain/secret-refs';

const LINK_LIFETIME_MS = 24 * 3600_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Emailed verification links for administrators; only the token's hash is stored. */
@Injectable()
export class EmailVerificationLinks {
  constructor(private readonly config: AppConfig) {}

  /** A new link for the account, emailed by a job once the transaction commits; `next` is carried in it. */
  send(
    { em, publish, keepSecret }: TransactionScope,
    account: Pick<Account, 'id' | 'email' | 'firstName'>,
    next?: string,
  ): void {
    const token = randomBytes(32).toString('base64url');
    const linkId = randomUUID();
    em.persist(
      em.create(EmailVerification, {
        tokenHash: hashToken(token),
        accountId: account.id,
        expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
      }),
    );
    // The event names the link; its token waits in the vault until the job has emailed it.
    keepSecret(emailVerificationSecretRef(linkId), token, LINK_LIFETIME_MS / 1000);
    publish(
      new AdminEmailVerificationRequested({
        linkId,
        accountId: account.id,
        email: account.email,
        firstName: account.firstName,
        ...(next ? { next } : {}),
      }),
    );
  }

  /** The address the emailed link opens; `next` (an allow-listed path) is where it leads on to after login. */
  url(token: string, next?: string): string {
    const link = `${this.config.http.publicUrl}/email-verification/${token}`;
    return next ? `${link}?${new URLSearchParams({ next }).toString()}` : link;
  }
}
