import { formatMoney } from '@/lib/format-money';

export interface ShareWordsInput {
  url: string;
  fundraiserName: string;
  /** The participant's first name, which signs the words. */
  firstName: string;
  /** Cents: the personal goal the page shows. */
  goal: number;
}

export interface ShareWords {
  text: string;
  emailSubject: string;
  emailBody: string;
  post: string;
}

/** Ready words for a text, an email and a social post, each already carrying the link. */
export function shareWords({ url, fundraiserName, firstName, goal }: ShareWordsInput): ShareWords {
  const amount = formatMoney(goal);
  return {
    text: `Hi! I'm raising ${amount} for ${fundraiserName}. Could you help with a gift on my page? ${url}`,
    emailSubject: `Help me raise ${amount} for ${fundraiserName}`,
    emailBody: [
      'Hi,',
      `I'm raising ${amount} for ${fundraiserName}, and every gift gets me closer. You can give in a minute on my page:`,
      url,
      'Thank you for your support!',
      firstName,
    ].join('\n\n'),
    post: `I'm raising ${amount} for ${fundraiserName}! Every gift helps, big or small. Give on my page: ${url}`,
  };
}

/** `sms:` with the words (the form iOS and Android both accept without a recipient). */
export const smsHref = (text: string) => `sms:?&body=${encodeURIComponent(text)}`;

export const mailtoHref = (subject: string, body: string) =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
