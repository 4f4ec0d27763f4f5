import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * The developer's inbox: the mailbox transports "deliver" by writing the full message here, where
 * /api/dev/messages and /dev/mailbox read it. Production refuses the mailbox transports, so this table
 * stays empty there. Keyed by the message's idempotency key, so a retried send shows once.
 */
export async function deliverToDevMailbox(
  em: EntityManager,
  idempotencyKey: string,
  message: { channel: 'sms' | 'email'; to: string; subject: string | null; text: string },
): Promise<void> {
  await em.fork().execute(
    `insert into dev_mailbox_messages (id, idempotency_key, channel, recipient, subject, body)
       values (gen_random_uuid(), ?, ?, ?, ?, ?) on conflict (idempotency_key) do nothing`,
    [idempotencyKey, message.channel, message.to, message.subject, message.text],
  );
}
