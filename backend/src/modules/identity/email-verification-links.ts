import { createHash, randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import type { TransactionScope } from '../../platform/events/unit-of-work';
import type { Account } from './entities/account.entity';
import { EmailVerification } from './entities/email-verification.entity';
import { AdminEmailVerificationRequested } from './events/admin-email-verification-requested.event';

const LINK_LIFETIME_MS = 24 * 3600_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Emailed verification links for administrators; only the token's hash is stored. */
@Injectable()
export class EmailVerificationLinks {
  constructor(private readonly config: AppConfig) {}

  /** A new link for the account, emailed by a job once the transaction commits. */
  send({ em, publish }: TransactionScope, account: Pick<Account, 'id' | 'email' | 'firstName'>): void {
    const verificationUrl = this.create(em, account.id);
    publish(
      new AdminEmailVerificationRequested({
        accountId: account.id,
        email: account.email,
        firstName: account.firstName,
        verificationUrl,
      }),
    );
  }

  private create(em: EntityManager, accountId: string): string {
    const token = randomBytes(32).toString('base64url');
    em.persist(
      em.create(EmailVerification, {
        tokenHash: hashToken(token),
        accountId,
        expiresAt: new Date(Date.now() + LINK_LIFETIME_MS),
      }),
    );
    return `${this.config.http.publicUrl}/email-verification/${token}`;
  }
}
