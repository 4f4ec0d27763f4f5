/** Validation and feedback texts from the product spec (§5, §8). Server and browser show the same words. */
export const validationMessages = {
  password:
    'Password must be at least 8 characters long and contain at least one letter, one number and a special Character.',
  passwordsDoNotMatch: 'Passwords do not match',
  emailsDoNotMatch: 'Emails do not match',
  email: 'It must be a valid email',
  allChecks: 'All checks must be true',
  /** '{Field} is required*' */
  required: (field: string) => `${field} is required*`,
} as const;

export const siteMessages = {
  newsletterSubscribed: 'Thanks for subscribing! We sent a confirmation to your inbox.',
  newsletterAlreadySubscribed: 'You are already subscribed. Thanks for staying in touch!',
  supportReceived: 'Thanks! Your message reached our support team. We sent you a copy by email.',
  messageTooLong: 'Message must be at most 5000 characters',
  nameTooLong: 'Name must be at most 100 characters',
} as const;
