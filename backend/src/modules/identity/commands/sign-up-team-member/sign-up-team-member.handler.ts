import { identityMessages, noPrivileges } from '@fundplay/contracts';
import { CommandHandler, QueryBus, type ICommandHandler } from '@nestjs/cqrs';
import { CaptchaService } from '../../../../platform/captcha/captcha.service';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { findAccount, hasProvenEmail } from '../../account-lookup';
import { isAtLeastThirteen } from '../../age';
import { Account } from '../../entities/account.entity';
import { OneTimeCodes } from '../../one-time-codes';
import { PasswordHasher } from '../../password-hasher';
import { signUpIntentFor } from '../../sign-up-intents';
import { SIGN_UPS_PER_EMAIL_PER_HOUR } from '../sign-up-admin/sign-up-admin.handler';
import { SignUpTeamMemberCommand } from './sign-up-team-member.command';

/**
 * A team member signs up like a participant (captcha, 13+, guardian, the three checks), usually with a participant's
 * private invitation or `pub_` team link: checked now, honoured once the one-time code proves the sign-up.
 */
@CommandHandler(SignUpTeamMemberCommand)
export class SignUpTeamMemberHandler implements ICommandHandler<SignUpTeamMemberCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly captcha: CaptchaService,
    private readonly passwords: PasswordHasher,
    private readonly codes: OneTimeCodes,
    private readonly limiter: RateLimiter,
    private readonly queries: QueryBus,
  ) {}

  async execute({ input }: SignUpTeamMemberCommand) {
    if (!(await this.captcha.verify(input.captcha))) {
      throw new DomainError('invalid', identityMessages.captchaRequired, {
        captcha: [identityMessages.captchaRequired],
      });
    }
    // Nothing about a child under 13 is stored: the refusal happens before any write.
    if (!isAtLeastThirteen(input.birthMonth, input.birthYear)) {
      throw new DomainError('invalid', identityMessages.underThirteen);
    }
    const signUpIntent = await signUpIntentFor(this.queries, 'teamMember', input);
    const perEmail = await this.limiter.hit(`signup:teamMember:${input.email}`, SIGN_UPS_PER_EMAIL_PER_HOUR, 3600);
    if (!perEmail.allowed) throw new DomainError('rate-limited', identityMessages.signUpTooOften);
    const passwordHash = await this.passwords.hash(input.password);
    return this.uow.run(async (scope) => {
      const { em } = scope;
      // The same rules as participant sign-up: a proven email stays with its account; an unproven one may be
      // claimed only with an email code; each sign-up is a row of its own until its code proves it.
      const holder = await findAccount(em, 'teamMember', input.email);
      if (holder && hasProvenEmail(holder)) throw new DomainError('conflict', identityMessages.emailTaken);
      if (holder && input.verificationSelection !== 'email') {
        throw new DomainError('conflict', identityMessages.emailClaimNeedsEmailCode, {
          verificationSelection: [identityMessages.emailClaimNeedsEmailCode],
        });
      }
      const account = em.create(Account, {
        kind: 'teamMember',
        role: 'teamMember',
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
      return { phoneNo: await this.codes.send(scope, account, 'signUp', input.verificationSelection) };
    });
  }
}
