export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  /**
   * Extra headers, e.g. `List-Unsubscribe` and `List-Unsubscribe-Post` on outreach (RFC 8058), so mail clients offer
   * a one-click unsubscribe. Only transports that speak SMTP carry them.
   */
  headers?: Record<string, string>;
}

export interface OutgoingSms {
  /** E.164, e.g. +15550100199. */
  to: string;
  text: string;
  /** Where the provider reports the message's delivery status (Twilio's StatusCallback); public https only. */
  statusCallback?: string;
}

/** What a transport tells of a message it accepted. */
export interface SentMessage {
  /** The provider's id of the message (Twilio's SID, the SMTP Message-ID), when it has one. */
  providerMessageId?: string;
}
