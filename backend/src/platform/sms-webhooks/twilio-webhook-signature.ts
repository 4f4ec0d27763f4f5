import { Injectable } from '@nestjs/common';
import twilio from 'twilio';
import { AppConfig } from '../../config/app-config';

/** A Twilio webhook's form fields (a field Twilio repeats arrives as a list). */
export type TwilioWebhookParams = Record<string, string | string[]>;

/**
 * X-Twilio-Signature, checked and (for the dev mailbox's simulated replies) made with the official SDK. Twilio signs
 * the full URL it called plus the sorted form fields with the account's auth token; behind a proxy the URL the app
 * sees is not that one, so the configured public URL and the request's path and query are what is checked.
 */
@Injectable()
export class TwilioWebhookSignature {
  constructor(private readonly config: AppConfig) {}

  /** The URL Twilio called for a request to `pathAndQuery` (e.g. `/api/webhooks/twilio`). */
  urlOf(pathAndQuery: string): string {
    return `${this.config.http.publicUrl}${pathAndQuery}`;
  }

  isValid(signature: string | undefined, pathAndQuery: string, params: TwilioWebhookParams): boolean {
    if (!signature) return false;
    return twilio.validateRequest(this.config.smsWebhooks.authToken, signature, this.urlOf(pathAndQuery), params);
  }

  /** The signature Twilio would send with `params` posted to `pathAndQuery`. */
  sign(pathAndQuery: string, params: TwilioWebhookParams): string {
    return twilio.getExpectedTwilioSignature(this.config.smsWebhooks.authToken, this.urlOf(pathAndQuery), params);
  }
}
