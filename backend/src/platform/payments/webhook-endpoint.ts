import { routeTable } from '@fundplay/contracts';
import type { INestApplicationContext } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config';
import { PaymentProvider } from './payment-provider.port';
import { StripePaymentProvider } from './stripe-payment-provider';

const ATTEMPTS = 5;

/**
 * Where the sandbox should deliver webhooks: PUBLIC_URL when one was set, else this API on loopback (the sandbox
 * runs on the same machine, and `localhost` may resolve to an address the API does not listen on).
 */
export function sandboxWebhookBaseUrl(config: Pick<AppConfig, 'http'>): string {
  const { publicUrl, port } = config.http;
  return publicUrl === `http://localhost:${port}` ? `http://127.0.0.1:${port}` : publicUrl;
}

/**
 * Sandbox mode: once the API listens at `baseUrl`, subscribes its webhook route at the sandbox and keeps the
 * signing secret the sandbox answers with (the same secret for the same tenant and URL, so restarts and other API
 * instances agree). Stripe mode: nothing (the endpoint and STRIPE_WEBHOOK_SECRET come from Stripe's dashboard).
 * Returns the registered URL, or null when nothing was registered.
 */
export async function registerWebhookEndpoint(app: INestApplicationContext, baseUrl: string): Promise<string | null> {
  const provider = app.get(PaymentProvider, { strict: false });
  if (!(provider instanceof StripePaymentProvider) || provider.mode !== 'sandbox') return null;
  const url = `${baseUrl.replace(/\/$/, '')}${routeTable.stripeWebhook.path}`;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await provider.registerSandboxWebhookEndpoint(url);
      return url;
    } catch (error) {
      // The sandbox may still be starting next to us; give up after a few seconds.
      if (attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250 * 2 ** attempt));
    }
  }
}
