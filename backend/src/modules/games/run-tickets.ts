import { Injectable } from '@nestjs/common';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { AppConfig } from '../../config/app-config';

/**
 * A run's ticket: an HMAC of the run and its player under the server's secret. Nothing to store, the same on every
 * API instance, and the same again when a start is retried; single use because a run closes once.
 */
@Injectable()
export class RunTickets {
  private readonly key: Buffer;

  constructor(config: AppConfig) {
    this.key = createHmac('sha256', config.identity.sessionSecret).update('fundplay:compete-run-ticket').digest();
  }

  issue(runId: string, accountId: string): string {
    return createHmac('sha256', this.key).update(`${runId}:${accountId}`).digest('base64url');
  }

  matches(runId: string, accountId: string, ticket: string): boolean {
    const expected = Buffer.from(this.issue(runId, accountId));
    const given = Buffer.from(ticket);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
