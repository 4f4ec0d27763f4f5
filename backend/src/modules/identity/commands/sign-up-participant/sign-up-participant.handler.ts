import { identityMessages, noPrivileges } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CaptchaService } from '../../../../platform/captcha/captcha.service';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { findAccount } from '../../account-lookup';
import { isAtLeastThirteen } from '../../age';
import { Account } from '../../entities/account.entity';
import { OneTimeCodes } from '../../one-time-codes';
import { PasswordHasher } from '../../password-hasher';
import { SignUpParticipantCommand } from './sign-up-participant.command';

@CommandHandler(SignUpParticipantCommand)
export class SignUpParticipantHandler implements ICommandHandler<SignUpParticipantCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly captcha: CaptchaService,
    private readonly passwords: PasswordHasher,
    private readonly codes: OneTimeCodes,
  ) {}

  async execute({ input }: SignUpParticipantCommand) {
    if (!(await this.captcha.verify(input.captcha))) {
      throw new DomainError('invalid', identityMessages.captchaRequired, {
        captcha: [identityMessages.captchaRequired],
      });
    }
    // Nothing about a child under 13 is stored: the refusal happens before any write.
    if (!isAtLeastThirteen(input.birthMonth, input.birthYear)) {
      throw new DomainError('invalid', identityMessages.underThirteen);
    }
    const passwordHash = await this.passwords.hash(input.password);
    return this.uow.run(async (scope) => {
      const { em } = scope;
      const existing = await findAccount(em, 'participant', input.email);
      if (existing?.verifiedAt) throw new DomainError('conflict', identityMessages.emailTaken);
      // An unfinished sign-up with this email is replaced by the new one.
      const account = existing ?? em.create(Account, { kind: 'participant', role: 'participant' } as Account);
      Object.assign(account, {
        kind: 'participant',
        role: 'participant',
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
      });
      em.persist(account);
      await em.flush();
      return { phoneNo: await this.codes.send(scope, account, 'signUp', input.verificationSelection) };
    });
  }
}
