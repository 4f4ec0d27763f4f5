/**
 * Every domain event and its payload. Command handlers publish these inside their transaction
 * (as outbox rows); the relay fans each one out to the jobs subscribed to it.
 */
export interface DomainEventMap {
  NewsletterSubscribed: { subscriptionId: string; email: string };
  SupportRequestReceived: { supportRequestId: string; name: string; email: string; message: string };
  /** Carries the code itself so the job can deliver it; codes live 10 minutes and are single use. */
  OneTimeCodeIssued: {
    accountId: string;
    purpose: 'signUp' | 'logIn' | 'forgotPassword';
    channel: 'phone' | 'email';
    destination: string;
    firstName: string;
    code: string;
  };
  AdminEmailVerificationRequested: { accountId: string; email: string; firstName: string; verificationUrl: string };
  SecondaryAdminInvited: {
    invitationId: string;
    email: string;
    firstName: string;
    inviterName: string;
    invitationUrl: string;
  };
  SecondaryAdminApproved: { accountId: string; email: string; firstName: string };
}

export type DomainEventName = keyof DomainEventMap;

/** Every event name at run time; `satisfies` keeps it complete, so the worker can check each has a subscriber. */
const eventNames = {
  NewsletterSubscribed: true,
  SupportRequestReceived: true,
  OneTimeCodeIssued: true,
  AdminEmailVerificationRequested: true,
  SecondaryAdminInvited: true,
  SecondaryAdminApproved: true,
} satisfies Record<DomainEventName, true>;
export const domainEventNames = Object.keys(eventNames) as DomainEventName[];

/** Server-to-client socket events. Notifications only: each carries a version, and clients refetch over HTTP. */
export interface ServerToClientEvents {
  'site:figures': (payload: { version: number }) => void;
}

export interface ClientToServerEvents {
  subscribe: (room: string, ack: (result: { ok: boolean; message?: string }) => void) => void;
  unsubscribe: (room: string) => void;
}
