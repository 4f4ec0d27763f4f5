import { phoneField } from '@fundplay/contracts';
import { Logger } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AppConfig } from '../../../../../config/app-config';
import { ConsentRegistry } from '../../../consent/consent-registry';
import { smsKeywordOf, smsKeywordReply } from '../../sms-keywords';
import { ReceiveInboundSmsCommand } from './receive-inbound-sms.command';

@CommandHandler(ReceiveInboundSmsCommand)
export class ReceiveInboundSmsHandler implements ICommandHandler<ReceiveInboundSmsCommand> {
  private readonly logger = new Logger(ReceiveInboundSmsHandler.name);

  constructor(
    private readonly registry: ConsentRegistry,
    private readonly config: AppConfig,
  ) {}

  async execute({ from, body }: ReceiveInboundSmsCommand): Promise<string | null> {
    const keyword = smsKeywordOf(body);
    if (!keyword) return null;
    // The registry keys numbers in E.164, as the senders store them; a sender that is not a phone number
    // (a short code, a messaging channel) has no consent to change, but still gets the answer.
    const number = phoneField.safeParse(from);
    if (keyword !== 'help' && number.success) {
      const subscribed = keyword === 'start';
      await this.registry.setSubscribed('sms', number.data, subscribed, subscribed ? 'sms-start' : 'sms-stop');
      this.logger.log({ keyword }, subscribed ? 'a number opted back in to texts' : 'a number opted out of texts');
    }
    return smsKeywordReply(keyword, this.config.support);
  }
}
