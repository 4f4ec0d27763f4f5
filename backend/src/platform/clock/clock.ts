import { Injectable } from '@nestjs/common';

/**
 * The current time, injected where a rule depends on it (outreach's limits and quiet hours, a compete run's play
 * time), so a test can fix the time instead of waiting for it.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }
}
