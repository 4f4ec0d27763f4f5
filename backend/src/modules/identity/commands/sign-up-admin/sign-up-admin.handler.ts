import { LockMode } from '@mikro-orm/core';
import { fundraiserLimits, identityMessages, noPrivileges } from '@fundplay/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CaptchaService } from '../../../../platform/captcha/captcha.service';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { ResolveInvitationQuery } from '../../ports/resolve-invitation.query';
import { findAccount, findPendingSignUps } from '../../services/account-lookup';
import { EmailVerificationLinks } from '../../services/email-verification-links';
import { Account } from '../../entities/account.entity';
import { Invitation } from '../../entities/invitation.entity';
import { PasswordHasher } from '../../services/password-hasher';
import { SignUpAdminCommand } from './sign-up-admin.command';

/** Sign-ups per email and hour: each is a pending row and an email to the address. */
export const SIGN_UPS_PER_EMAIL_PER_HOUR = 5;

/**
 * Without an invitation the new administrator becomes a primary admin once the emailed link is followed;
 * with an administrator invitation, a secondary admin pending the inviting primary admin's approval; with a
 * fundraiser's active public administrator link, a secondary admin of its primary admin, without privileges. A repeat
 * sign-up for an unverified email answers the same and emails a link for itself; it changes no existing account.
 */
@CommandHandler(SignUpAdminCommand)
export class SignUpAdminHandler implements ICommandHandler<SignUpAdminCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly captcha: CaptchaService,
    private readonly passwords: PasswordHasher,
    private readonly links: EmailVerificationLinks,
    private readonly limiter: RateLimiter,
    private readonly queries: QueryBus,
  ) {}

  async execute({ input }: SignUpAdminCommand) {
    if (!(await this.captcha.verify(input.captcha))) {
      throw new DomainError('invalid', identityMessages.captchaRequired, {
        captcha: [identityMessages.captchaRequired],
      });
    }
    // A fundraiser's public administrator link (`pub_`): a secondary admin of the fundraiser's primary admin, with
    // no privileges until that admin grants some, pending approval. Resolved before any write.
    const publicLink = input.invitationCode?.startsWith(fundraiserLimits.publicCodePrefix)
      ? await this.queries.execute(new ResolveInvitationQuery('admin', input.invitationCode))
      : null;
    const perEmail = await this.limiter.hit(`signup:administrator:${input.email}`, SIGN_UPS_PER_EMAIL_PER_HOUR, 3600);
    if (!perEmail.allowed) throw new DomainError('rate-limited', identityMessages.signUpTooOften);
    const passwordHash = await this.passwords.hash(input.password);
    return this.uow.run(async (scope) => {
      const { em } = scope;
      let invitation: Invitation | null = null;
      if (input.invitationCode && !publicLink) {
        invitation = await em.findOne(
          Invitation,
          { code: input.invitationCode, role: 'secondaryAdmin' },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (!invitation || !invitation.active) throw new DomainError('not-found', identityMessages.invitationInvalid);
        if (invitation.expiresAt < new Date() || (!invitation.isPublic && invitation.usedAt)) {
          throw new DomainError('invalid', identityMessages.invitationExpired);
        }
        if (!invitation.isPublic && invitation.email && invitation.email !== input.email) {
          throw new DomainError('invalid', 'This invitation was sent to another email address', {
            email: ['Use the email address the invitation was sent to'],
          });
        }
      }
      // A verified administrator keeps the address.
      if (await findAccount(em, 'admin', input.email)) throw new DomainError('conflict', identityMessages.emailTaken);
      const invitedBy = publicLink ? publicLink.invitedBy : (invitation?.invitedBy ?? null);
      const role: 'admin' | 'secondaryAdmin' = invitedBy ? 'secondaryAdmin' : 'admin';
      // A repeat sign-up for an address still waiting for its proof changes nothing (no password, phone, role or
      // invitation of this request is used): the first sign-up's link is sent again to that address, and the
      // answer is the one a first sign-up gets, so it tells a stranger nothing.
      const earlier = (await findPendingSignUps(em, 'admin', input.email)).at(-1);
      if (earlier) {
        this.links.send(scope, earlier, input.next);
        return { role };
      }
      const account = em.create(Account, {
        kind: 'administrator',
        role,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        phoneNo: input.phoneNo,
        passwordHash,
        privileges: invitation ? { ...invitation.privileges } : { ...noPrivileges },
        adminApproval: invitedBy ? false : null,
        invitedBy,
      } as Account);
      em.persist(account);
      if (invitation && !invitation.isPublic) invitation.usedAt = new Date();
      await em.flush();
      this.links.send(scope, account, input.next);
      return { role };
    });
  }
}
