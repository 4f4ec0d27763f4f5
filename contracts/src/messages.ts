/** Validation and feedback texts from the product spec (§5, §8). Server and browser show the same words. */
export const validationMessages = {
  password:
    'Password must be at least 8 characters long and contain at least one letter, one number and a special character.',
  passwordsDoNotMatch: 'Passwords do not match',
  emailsDoNotMatch: 'Emails do not match',
  email: 'It must be a valid email',
  allChecks: 'All checks must be true',
  /** spec §5 '{Field} is required*' without the asterisk: a marker on the label, not words in the message. */
  required: (field: string) => `${field} is required`,
} as const;

export const siteMessages = {
  /** The same answer for a new, pending or already confirmed address, so it reveals nobody's membership. */
  newsletterCheckInbox: 'Almost done! Check your inbox and open the link we sent to confirm your subscription.',
  newsletterTooManyForAddress:
    'This address was entered several times already. Check its inbox for the link, or try again later.',
  newsletterTooManyFromYou: 'Too many newsletter requests from your network. Please try again later.',
  newsletterConfirmed: 'Your subscription is confirmed. Welcome to FundPlay news!',
  newsletterConfirmLinkInvalid:
    'This confirmation link has expired or is no longer valid. Subscribe again to get a new one.',
  newsletterUnsubscribed: 'You are unsubscribed. We will not send you the FundPlay newsletter any more.',
  newsletterUnsubscribeLinkInvalid: 'This unsubscribe link is not valid. Please use the link from your latest email.',
  supportReceived: 'Thanks! Your message reached our support team. We sent you an email with your request reference.',
  supportTooManyFromYou: 'You have sent several messages in a short time. Please wait a while before writing again.',
  supportTooManyForAddress:
    'We already received several messages for this email address. Please wait a while before writing again.',
  messageTooLong: 'Message must be at most 5000 characters',
  nameTooLong: 'Name must be at most 100 characters',
} as const;

/** Answers about the service itself rather than the request: the same request may succeed a moment later. */
export const serviceMessages = {
  /** A service every instance depends on (Redis) cannot be reached just now. */
  brieflyUnavailable: 'FundPlay is briefly unavailable. Please try again in a moment.',
} as const;
