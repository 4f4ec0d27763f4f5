import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { RecordSmsStatusCommand } from './record-sms-status.command';
import { smsStatusChangeOf } from './sms-delivery-status';

/**
 * Callbacks arrive out of order and more than once; each update says which statuses it may leave (queued or sent),
 * so a late `sent` never undoes `delivered` and a repeated callback changes nothing. A message FundPlay never
 * handed to Twilio (scheduled, opted out, not sent) is never touched.
 */
@CommandHandler(RecordSmsStatusCommand)
export class RecordSmsStatusHandler implements ICommandHandler<RecordSmsStatusCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ providerMessageId, providerStatus, errorCode, messageId }: RecordSmsStatusCommand): Promise<boolean> {
    const change = smsStatusChangeOf(providerStatus, errorCode);
    if (!change) return false;
    const em = this.em.fork();
    const updated = await em.execute<{ id: string }[]>(
      `update outreach_messages
          set status = ?,
              sent_at = coalesce(sent_at, now()),
              delivered_at = case when ? = 'delivered' then coalesce(delivered_at, now()) else delivered_at end,
              error = case when ? = 'failed' then ? else error end,
              provider_message_id = coalesce(provider_message_id, ?)
        where (provider_message_id = ? or id = ?::uuid) and channel = 'sms'
          and (status = 'queued' or (status = 'sent' and ? <> 'sent'))
        returning id`,
      [
        change.status,
        change.status,
        change.status,
        change.status === 'failed' ? change.error : null,
        providerMessageId,
        providerMessageId,
        messageId ?? null,
        change.status,
      ],
    );
    return updated.length > 0;
  }
}
