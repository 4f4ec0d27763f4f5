import type { MailboxMessage } from '@fundplay/contracts';
import { Inbox, Mail, MessageSquareText } from 'lucide-react';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageSection } from '@/components/page-section';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { mailboxRefreshMs, useMailboxMessages } from '../api/get-mailbox-messages';
import { SmsReply } from './sms-reply';

const filterDelayMs = 300;

const sentAt = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

interface MailboxProps {
  /** Shown above the messages while the mailbox is available. */
  header: ReactNode;
  /** Shown instead of everything when the server does not offer the mailbox (production). */
  unavailable: ReactNode;
}

/**
 * What the local mailbox transport "sent" (OTP codes, confirmations, invitations), newest first and
 * refreshed every two seconds.
 */
export function Mailbox({ header, unavailable }: MailboxProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const to = searchParams.get('to') ?? '';
  const [filter, setFilter] = useState(to);

  useEffect(() => {
    const timer = window.setTimeout(() => {
      const next = filter.trim();
      if (next === to) return;
      setSearchParams(next ? { to: next } : {}, { replace: true });
    }, filterDelayMs);
    return () => window.clearTimeout(timer);
  }, [filter, setSearchParams, to]);

  const messages = useMailboxMessages(to);

  if (messages.error instanceof ApiError && messages.error.status === 404) return unavailable;

  return (
    <>
      {header}
      {/* minmax(0, 1fr): a long address or link must wrap, not widen the page past a phone's screen. */}
      <PageSection className="grid grid-cols-[minmax(0,1fr)] gap-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <FormField label="Filter by recipient" className="w-full sm:max-w-sm">
            <Input
              type="search"
              placeholder="Email address or phone number"
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            />
          </FormField>
          <p className="flex items-center gap-2 text-sm text-muted-foreground">
            <span aria-hidden="true" className="relative flex size-2.5">
              <span className="absolute inline-flex size-full animate-ping rounded-full bg-trust/60" />
              <span className="relative inline-flex size-2.5 rounded-full bg-trust" />
            </span>
            Refreshing every {mailboxRefreshMs / 1000} seconds
          </p>
        </div>

        {messages.isPending ? (
          <div className="grid gap-4" aria-busy="true" aria-label="Loading messages">
            {Array.from({ length: 3 }, (_, index) => (
              <Skeleton key={index} className="h-36 rounded-2xl" />
            ))}
          </div>
        ) : messages.isError ? (
          <p role="alert" className="rounded-2xl border bg-card p-6 text-sm">
            Messages could not be loaded: {messages.error.message} Retrying automatically.
          </p>
        ) : messages.data.length === 0 ? (
          <EmptyMailbox to={to} />
        ) : (
          <ol className="grid grid-cols-[minmax(0,1fr)] gap-4" aria-label="Messages, newest first">
            {withStableKeys(messages.data).map(({ key, message }) => (
              <li key={key}>
                <MailboxEntry message={message} />
              </li>
            ))}
          </ol>
        )}
      </PageSection>
    </>
  );
}

/**
 * Keys that stay with their message as newer ones arrive on top (an index would not), so a reply box keeps what it
 * showed. Messages alike in time, channel and address are told apart by their order counted from the oldest.
 */
function withStableKeys(messages: readonly MailboxMessage[]): { key: string; message: MailboxMessage }[] {
  const seen = new Map<string, number>();
  const keyed = [...messages].reverse().map((message) => {
    const base = `${message.createdAt}-${message.channel}-${message.to}`;
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return { key: `${base}-${count}`, message };
  });
  return keyed.reverse();
}

function EmptyMailbox({ to }: { to: string }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed bg-card px-6 py-14 text-center">
      <Inbox className="mb-3 size-10 text-muted-foreground" aria-hidden="true" />
      <p className="font-semibold">{to ? `No messages to ${to} yet` : 'No messages yet'}</p>
      <p className="mt-1 max-w-sm text-sm text-muted-foreground">
        Emails and text messages the app sends while running locally appear here within a few seconds.
      </p>
    </div>
  );
}

function MailboxEntry({ message }: { message: MailboxMessage }) {
  const isEmail = message.channel === 'email';
  return (
    <article aria-label={`${isEmail ? 'Email' : 'SMS'} to ${message.to}`}>
      <Card className="gap-3 p-5">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <Badge variant={isEmail ? 'default' : 'trust'}>
            {isEmail ? <Mail aria-hidden="true" /> : <MessageSquareText aria-hidden="true" />}
            {isEmail ? 'Email' : 'SMS'}
          </Badge>
          <span className="min-w-0 font-semibold [overflow-wrap:anywhere]">{message.to}</span>
          <time dateTime={message.createdAt} className="text-muted-foreground sm:ml-auto">
            {sentAt.format(new Date(message.createdAt))}
          </time>
        </div>
        {message.subject ? <h2 className="text-base font-bold [overflow-wrap:anywhere]">{message.subject}</h2> : null}
        <div className="min-w-0 rounded-xl bg-muted p-4 text-sm leading-relaxed whitespace-pre-wrap [overflow-wrap:anywhere]">
          <LinkifiedText text={message.body} />
        </div>
        {isEmail ? null : <SmsReply phoneNumber={message.to} />}
      </Card>
    </article>
  );
}

const urlPattern = /(https?:\/\/[^\s<>"')]+)/g;

/** Plain text with its web addresses made clickable, so verification links can be followed. */
function LinkifiedText({ text }: { text: string }) {
  return text.split(urlPattern).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} className="font-medium text-trust underline underline-offset-2">
        {part}
      </a>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
