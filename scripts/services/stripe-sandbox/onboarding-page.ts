import { escapeHtml, page } from './html';
import { nowSeconds } from './ids';
import { completeOnboarding } from './resources/accounts';
import type { SandboxServices } from './router';

export interface PageResponse {
  status: number;
  html?: string;
  location?: string;
}

/**
 * The local stand-in for Stripe's hosted Connect onboarding, reached through an account link's `url`:
 * `GET /connect/onboarding/:token` shows the account and a "Complete onboarding" button, whose POST to the same
 * URL verifies the account (charges and payouts enabled, details submitted, `account.updated` emitted) and
 * answers 303 to the link's `return_url`. An expired link redirects to `refresh_url`, as Stripe's do.
 */
export function onboardingPage(
  services: SandboxServices,
  method: string,
  token: string,
  userAgent: string | null,
): PageResponse {
  const link = Object.hasOwn(services.store.state.accountLinks, token)
    ? services.store.state.accountLinks[token]
    : undefined;
  const tenant = link ? services.store.state.tenants[link.tenantId] : undefined;
  const account = link && tenant ? tenant.accounts[link.accountId] : undefined;
  if (!link || !tenant || !account) {
    return {
      status: 404,
      html: page('Link not valid', '<h1>This onboarding link is not valid</h1><p>Ask the platform for a new one.</p>'),
    };
  }

  if (method === 'POST') {
    // A completed link may be submitted again (a double click, the back button): it changes nothing more.
    completeOnboarding(
      { services, tenantId: link.tenantId, tenant, request: { id: null, idempotency_key: null } },
      account,
      userAgent,
    );
    link.completedAt ??= nowSeconds();
    services.store.changed();
    return { status: 303, location: link.returnUrl };
  }

  if (link.completedAt !== null || link.expiresAt < nowSeconds()) return { status: 303, location: link.refreshUrl };

  const name = account.business_profile?.name ?? account.email ?? account.id;
  return {
    status: 200,
    html: page(
      'Set up payouts',
      `<h1>Set up payouts for ${escapeHtml(name)}</h1>
<p>In the sandbox there is nothing to fill in: submitting verifies this account so it can take card payments and
receive payouts, as finishing Stripe's onboarding would.</p>
<dl>
  <dt>Account</dt><dd>${escapeHtml(account.id)}</dd>
  <dt>Email</dt><dd>${escapeHtml(account.email ?? '—')}</dd>
  <dt>Country</dt><dd>${escapeHtml(account.country ?? 'US')}</dd>
</dl>
<form method="post"><button type="submit">Complete onboarding</button></form>
<p><a href="${escapeHtml(link.returnUrl)}">Return without finishing</a></p>`,
    ),
  };
}
