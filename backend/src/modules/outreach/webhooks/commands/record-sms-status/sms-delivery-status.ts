/** Where a Twilio status moves an outreach message, if anywhere. */
export type SmsStatusChange = { status: 'sent' } | { status: 'delivered' } | { status: 'failed'; error: string };

/** Twilio's error codes a sender meets most, in words they can act on (twilio.com/docs/api/errors). */
const twilioErrors: Record<string, string> = {
  '21610': 'The recipient has replied STOP to this number',
  '21614': 'The number is not a mobile number',
  '30003': 'The phone is unreachable (off or out of coverage)',
  '30004': 'The recipient has blocked this message',
  '30005': 'The number is unknown or no longer in service',
  '30006': 'The number is a landline or its carrier cannot receive texts',
  '30007': "The recipient's carrier filtered the message",
  '30008': 'The carrier could not deliver the message',
};

/** The change a Twilio MessageStatus asks for; queued, sending, accepted and the like change nothing. */
export function smsStatusChangeOf(providerStatus: string, errorCode: string | undefined): SmsStatusChange | null {
  switch (providerStatus) {
    case 'sent':
      return { status: 'sent' };
    case 'delivered':
      return { status: 'delivered' };
    case 'undelivered':
    case 'failed': {
      const code = errorCode && /^\d{1,6}$/.test(errorCode) ? errorCode : null;
      const reason = (code && twilioErrors[code]) ?? 'The carrier could not deliver the message';
      return { status: 'failed', error: code ? `${reason} (Twilio error ${code})` : reason };
    }
    default:
      return null;
  }
}
