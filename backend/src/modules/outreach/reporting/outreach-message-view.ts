import type { OutreachMessage as OutreachMessageView } from '@fundplay/contracts';
import type { OutreachMessage } from '../entities/outreach-message.entity';

const iso = (date: Date | null) => (date ? new Date(date).toISOString() : null);

/** A message as its sender (or the fundraiser's administrators, for their own messages) sees it. */
export function outreachMessageView(message: OutreachMessage): OutreachMessageView {
  return {
    _id: message.id,
    channel: message.channel,
    recipientKind: message.recipientKind,
    recipientName: message.recipientName,
    address: message.address,
    status: message.status,
    holdReason: message.holdReason,
    sendAt: new Date(message.sendAt).toISOString(),
    sentAt: iso(message.sentAt),
    deliveredAt: iso(message.deliveredAt),
    error: message.error,
    createdAt: new Date(message.createdAt).toISOString(),
  };
}
