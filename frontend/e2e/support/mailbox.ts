import type { MailboxMessage } from '@fundplay/contracts';
import { expect, type APIRequestContext } from '@playwright/test';

/** An address no other test (or earlier run) has used. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now()}-${Math.random().toString(36).slice(2, 10)}@example.com`;
}

/**
 * Polls the dev mailbox (`GET /api/dev/messages?to=`) until a message to `to` matches, and returns it.
 * Messages leave through background jobs, so they arrive a moment after the request that caused them: on a busy
 * machine, behind other walks' jobs, that moment has taken over 30 s.
 */
export async function waitForMessage(
  request: APIRequestContext,
  to: string,
  matches: (message: MailboxMessage) => boolean = () => true,
): Promise<MailboxMessage> {
  let found: MailboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get('/api/dev/messages', { params: { to } });
        expect(response.ok(), `GET /api/dev/messages answered ${response.status()}`).toBe(true);
        const messages = (await response.json()) as MailboxMessage[];
        found = messages.find((message) => message.to === to && matches(message));
        return found !== undefined;
      },
      { message: `a message to ${to} in the dev mailbox`, timeout: 60_000, intervals: [250, 500, 1000] },
    )
    .toBe(true);
  if (!found) throw new Error(`No message to ${to} arrived`);
  return found;
}
