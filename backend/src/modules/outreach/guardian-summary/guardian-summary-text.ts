import { outreachStatusLabels, type OutreachChannel, type OutreachStatus } from '@fundplay/contracts';

/** One message a minor sent, as the guardian's summary lists it. */
export interface SummarisedMessage {
  channel: OutreachChannel;
  recipientName: string;
  status: OutreachStatus;
  createdAt: Date;
  fundraiserName: string;
  /** The fundraiser's IANA zone: the family's own, most likely, since the guardian's is not known. */
  timeZone: string;
}

/** Lines listed in one email; a busier week ends with how many more there were. */
export const MAX_LISTED_MESSAGES = 100;

const formats = new Map<string, Intl.DateTimeFormat>();
/** "Nov 24, 2026, 10:04 AM EST": the time in `timeZone`, named so a reader elsewhere can tell. */
function when(date: Date, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formats.set(timeZone, format);
  }
  return format.format(date);
}
const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/**
 * The weekly email to a minor's guardian (issue #11): how many emails and texts went out in the child's name, to
 * whom, when and where each stands. Contacts' names appear here and nowhere else outside the child's own account:
 * the guardian speaks for the child.
 */
export function guardianSummaryEmail(
  child: { firstName: string; lastName: string },
  messages: readonly SummarisedMessage[],
  support: { email: string },
): { subject: string; text: string } {
  const emails = messages.filter((message) => message.channel === 'email').length;
  const texts = messages.length - emails;
  const lines = messages.slice(0, MAX_LISTED_MESSAGES).map((message) => {
    const kind = message.channel === 'email' ? 'Email' : 'Text';
    const status = outreachStatusLabels[message.status];
    return `- ${when(message.createdAt, message.timeZone)}: ${kind} to ${message.recipientName}, ${status} (${message.fundraiserName})`;
  });
  if (messages.length > MAX_LISTED_MESSAGES) lines.push(`- and ${messages.length - MAX_LISTED_MESSAGES} more`);
  const fullName = `${child.firstName} ${child.lastName}`.trim();
  return {
    subject: `What ${child.firstName} sent with FundPlay this week`,
    text: [
      'Hello,',
      '',
      `${fullName} named you as their parent or guardian on FundPlay, so each week we tell you what was sent in`,
      `${child.firstName}'s name. In the last 7 days, ${child.firstName} sent ${plural(emails, 'email')} and ${plural(texts, 'text')} through FundPlay:`,
      '',
      ...lines,
      '',
      `Every message names ${child.firstName} as its sender and lets its recipient stop further messages.`,
      `Questions or concerns: ${support.email}`,
    ].join('\n'),
  };
}
