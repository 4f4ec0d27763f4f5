import type { OutreachMessage } from '@fundplay/contracts';
import { Mail, MessageSquareText } from 'lucide-react';
import { formatPhone } from '@/lib/format-phone';
import { formatLocalTime } from '../lib/message-status';
import { OutreachStatus } from './outreach-status';

/**
 * Messages as their sender follows them: to whom, how, when, and where each one stands. Cards on every screen; the
 * status sits beside the person only where the list itself is wide (a container query: a dialog stays stacked).
 */
export function OutreachMessageList({ messages, label }: { messages: readonly OutreachMessage[]; label: string }) {
  return (
    <ul aria-label={label} className="@container grid grid-cols-[minmax(0,1fr)] gap-2">
      {messages.map((message) => (
        <OutreachMessageItem key={message._id} message={message} />
      ))}
    </ul>
  );
}

function OutreachMessageItem({ message }: { message: OutreachMessage }) {
  const isEmail = message.channel === 'email';
  const Icon = isEmail ? Mail : MessageSquareText;
  const sentAt = message.deliveredAt ?? message.sentAt;
  return (
    <li
      aria-label={`${isEmail ? 'Email' : 'Text'} to ${message.recipientName}`}
      className="grid gap-2 rounded-xl border bg-card p-3 @sm:p-4 @2xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] @2xl:items-start @2xl:gap-4"
    >
      <div className="flex min-w-0 items-start gap-3">
        <span className="mt-0.5 inline-flex size-8 shrink-0 items-center justify-center rounded-lg bg-muted text-muted-foreground">
          <Icon className="size-4" aria-hidden="true" />
          <span className="sr-only">{isEmail ? 'Email' : 'Text'}</span>
        </span>
        <div className="grid min-w-0 gap-0.5">
          <p className="font-semibold break-words">{message.recipientName}</p>
          <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
            {isEmail ? message.address : formatPhone(message.address)}
          </p>
          <p className="text-xs text-muted-foreground">
            {sentAt ? (
              <>
                Sent <time dateTime={sentAt}>{formatLocalTime(sentAt)}</time>
              </>
            ) : (
              <>
                Requested <time dateTime={message.createdAt}>{formatLocalTime(message.createdAt)}</time>
              </>
            )}
          </p>
        </div>
      </div>
      <OutreachStatus message={message} className="pl-11 @2xl:pl-0 @2xl:justify-items-end @2xl:text-right" />
    </li>
  );
}
