/**
 * Every domain event and its payload. Command handlers publish these inside their transaction
 * (as outbox rows); the relay fans each one out to the jobs subscribed to it.
 */
export interface DomainEventMap {
  NewsletterSubscribed: { subscriptionId: string; email: string };
  SupportRequestReceived: { supportRequestId: string; name: string; email: string; message: string };
}

export type DomainEventName = keyof DomainEventMap;

/** Server-to-client socket events. Notifications only: each carries a version, and clients refetch over HTTP. */
export interface ServerToClientEvents {
  'site:figures': (payload: { version: number }) => void;
}

export interface ClientToServerEvents {
  subscribe: (room: string, ack: (result: { ok: boolean; message?: string }) => void) => void;
  unsubscribe: (room: string) => void;
}
