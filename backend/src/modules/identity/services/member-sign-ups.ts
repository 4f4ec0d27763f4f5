import { identityMessages, noPrivileges, type LoginResult, type participantSignUpSchema } from '@fundplay/contracts';
import { Injectable } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { z } from 'zod';
import { CaptchaService } from '../../../platform/captcha/captcha.service';
import { UnitOfWork } from '../../../platform/events/unit-of-work';
import { DomainError } from '../../../platform/http/domain-error';
import { RateLimiter } from '../../../platform/rate-limit/rate-limiter';
import { findAccount, hasProvenEmail } from './account-lookup';
import { isAtLeastThirteen } from '../domain/age';
import { SIGN_UPS_PER_EMAIL_PER_HOUR } from '../commands/sign-up-admin/sign-up-admin.handler';
import { Account } from '../entities/account.entity';
import { OneTimeCodes } from './one-time-codes';
import { PasswordHasher } from './password-hasher';
import { signUpIntentFor } from './sign-up-intents';

/** What participant and team-member sign-ups share (the team-member form adds only a check). */
export type MemberSignUpInput = z.output<typeof participantSignUpSchema>;

/**
 * Participant and team-member sign-up: one set of rules for both (captcha, 13+, guardian, per-email limit, the
 * invitation or fundraiser the sign-up names checked before any write, and each sign-up a row of its own until
 * its one-time code proves it).
 */
@Injectable()
export class MemberSignUps {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly captcha: CaptchaService,
    private readonly passwords: PasswordHasher,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
    private readonly queries: QueryBus,
  ) {}

  async signUp(role: 'participant' | 'teamMember', input: MemberSignUpInput): Promise<LoginResult> {
    if (!(await this.captcha.verify(input.captcha))) {
      throw new DomainError('invalid', identityMessages.captchaRequired, {
        captcha: [identityMessages.captchaRequired],
      });
    }
    // Nothing about a child under 13 is stored: the refusal happens before any write.
    if (!isAtLeastThirteen(input.birthMonth, input.birthYear)) {
      throw new DomainError('invalid', identityMessages.underThirteen);
    }
    // An invitation or fundraiser the sign-up names is checked now, so a bad one is refused before any write;
    // admission waits for the one-time code (AccountSignUpVerified).
    const signUpIntent = await signUpIntentFor(this.queries, role, input);
    const perEmail = await this.limiter.hit(`signup:${role}:${input.email}`, SIGN_UPS_PER_EMAIL_PER_HOUR, 3600);
    if (!perEmail.allowed) throw new DomainError('rate-limited', identityMessages.signUpTooOften);
    const passwordHash = await this.passwords.hash(input.password);
    return this.uow.run(async (scope) => {
      const { em } = scope;
      // A proven email stays with its account. An unproven one (a phone-verified sign-up) may be claimed by
      // whoever proves the email with an email code. Either way this sign-up is a row of its own: an earlier
      // sign-up for the same email is never changed, and each code proves only the sign-up it was sent for.
      const holder = await findAccount(em, role, input.email);
      if (holder && hasProvenEmail(holder)) throw new DomainError('conflict', identityMessages.emailTaken);
      if (holder && input.verificationSelection !== 'email') {
        throw new DomainError('conflict', identityMessages.emailClaimNeedsEmailCode, {
          verificationSelection: [identityMessages.emailClaimNeedsEmailCode],
        });
      }
      const account = em.create(Account, {
        kind: role,
        role,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNo: input.phoneNo,
        passwordHash,
        privileges: { ...noPrivileges },
        isGuardian: input.isGuardian,
        guardianEmail: input.isGuardian && input.guardianEmail ? input.guardianEmail : null,
        birthMonth: input.birthMonth,
        birthYear: input.birthYear,
        signUpIntent,
      } as Account);
      em.persist(account);
      await em.flush();
      const { destination, challengeId } = await this.codes.send(scope, account, 'signUp', input.verificationSelection);
      return { phoneNo: destination, challengeId };
    });
  }
}
