import { identityMessages, siteMessages } from '@fundplay/contracts';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CaptchaService } from '../../../../platform/captcha/captcha.service';
import { UnitOfWork } from '../../../../platform/events/unit-of-work';
import { DomainError } from '../../../../platform/http/domain-error';
import { RateLimiter } from '../../../../platform/rate-limit/rate-limiter';
import { SupportRequest } from '../../entities/support-request.entity';
import { SupportRequestReceived } from '../../events/support-request-received.event';
import { SubmitSupportRequestCommand } from './submit-support-request.command';

export const SUPPORT_REQUESTS_PER_IP_PER_HOUR = 10;
export const SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR = 3;

/**
 * Every request emails the given address (an acknowledgement), so the form must not become a relay: a captcha,
 * a per-IP limit, and a per-address limit that caps what any number of senders can make one inbox receive.
 */
@CommandHandler(SubmitSupportRequestCommand)
export class SubmitSupportRequestHandler implements ICommandHandler<SubmitSupportRequestCommand> {
  constructor(
    private readonly uow: UnitOfWork,
    private readonly captcha: CaptchaService,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ name, email, message, captcha, ip }: SubmitSupportRequestCommand) {
    // Counted before the captcha check, so failed attempts cost the sender too.
    if (!(await this.limiter.hit(`support-ip:${ip}`, SUPPORT_REQUESTS_PER_IP_PER_HOUR, 3600)).allowed) {
      throw new DomainError('rate-limited', siteMessages.supportTooManyFromYou);
    }
    if (!(await this.captcha.verify(captcha))) {
      throw new DomainError('invalid', identityMessages.captchaRequired, {
        captcha: [identityMessages.captchaRequired],
      });
    }
    if (!(await this.limiter.hit(`support-address:${email}`, SUPPORT_REQUESTS_PER_ADDRESS_PER_HOUR, 3600)).allowed) {
      throw new DomainError('rate-limited', siteMessages.supportTooManyForAddress);
    }
    return this.uow.run(async ({ em, publish }) => {
      const request = em.create(SupportRequest, { name, email, message });
      em.persist(request);
      publish(new SupportRequestReceived({ supportRequestId: request.id, name, email, message }));
      return { supportRequestId: request.id };
    });
  }
}
