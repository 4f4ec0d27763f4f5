export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
}

export interface OutgoingSms {
  /** E.164, e.g. +15550100199. */
  to: string;
  text: string;
}
