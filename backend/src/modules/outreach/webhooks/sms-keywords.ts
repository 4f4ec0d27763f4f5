/** What a text sent to FundPlay's number asks for. */
export type SmsKeyword = 'stop' | 'start' | 'help';

/** The carriers' and Twilio's standard keywords (Twilio's default opt-out, opt-in and help sets). */
const keywords: Record<string, SmsKeyword> = {
  STOP: 'stop',
  STOPALL: 'stop',
  UNSUBSCRIBE: 'stop',
  CANCEL: 'stop',
  END: 'stop',
  QUIT: 'stop',
  OPTOUT: 'stop',
  REVOKE: 'stop',
  START: 'start',
  YES: 'start',
  UNSTOP: 'start',
  HELP: 'help',
  INFO: 'help',
};

/**
 * The keyword a whole reply is, or null: case and surrounding spaces and punctuation do not matter ("Stop.",
 * " stop all "), but a keyword inside a sentence ("please don't stop") is not one, as carriers read them.
 */
export function smsKeywordOf(body: string): SmsKeyword | null {
  const word = body
    .normalize('NFKC')
    .toUpperCase()
    .replace(/^[\s\p{P}]+|[\s\p{P}]+$/gu, '')
    .replace(/\s+/g, '');
  return Object.hasOwn(keywords, word) ? (keywords[word] ?? null) : null;
}

/** FundPlay's answer to a keyword: every one names FundPlay and the way back. */
export function smsKeywordReply(keyword: SmsKeyword, support: { email: string; phone: string }): string {
  switch (keyword) {
    case 'stop':
      return 'FundPlay: You are unsubscribed and will get no more texts from FundPlay. Reply START to get them again.';
    case 'start':
      return 'FundPlay: You can get texts from FundPlay again. Reply STOP to unsubscribe, HELP for help.';
    case 'help':
      return (
        'FundPlay: fundraiser messages from people you know. Reply STOP to unsubscribe, START to resubscribe. ' +
        `Help: ${support.email} or ${support.phone}.`
      );
  }
}
