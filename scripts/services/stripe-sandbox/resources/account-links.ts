import { invalidParam } from '../errors';
import { nowSeconds, randomToken } from '../ids';
import type { Route } from '../router';
import { withoutEntries } from '../state';
import { findAccount } from './accounts';

/** Stripe's account links are short-lived; an expired one sends the user to `refresh_url` for a new one. */
const LINK_LIFETIME_SECONDS = 300;
const KEPT_AFTER_EXPIRY_SECONDS = 24 * 3600;

function httpUrl(value: string, param: string): string {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return value;
  } catch {
    // reported below
  }
  throw invalidParam(param, `Not a valid URL`, 'url_invalid');
}

export const accountLinkRoutes: Route[] = [
  {
    method: 'POST',
    path: '/v1/account_links',
    handle: ({ tenant, tenantId, input, services, baseUrl }) => {
      input.allowOnly(['account', 'type', 'refresh_url', 'return_url', 'collect', 'collection_options']);
      const account = findAccount(tenant, input.requiredString('account'), 'account');
      input.requiredString('type');
      input.oneOf('type', ['account_onboarding', 'account_update']);
      const refreshUrl = httpUrl(input.requiredString('refresh_url'), 'refresh_url');
      const returnUrl = httpUrl(input.requiredString('return_url'), 'return_url');
      const created = nowSeconds();
      const state = services.store.state;
      state.accountLinks = withoutEntries(
        state.accountLinks,
        (_token, link) => link.expiresAt + KEPT_AFTER_EXPIRY_SECONDS < created,
      );
      const token = randomToken(32);
      state.accountLinks[token] = {
        tenantId,
        accountId: account.id,
        refreshUrl,
        returnUrl,
        expiresAt: created + LINK_LIFETIME_SECONDS,
        completedAt: null,
      };
      services.store.changed();
      return {
        object: 'account_link',
        created,
        expires_at: created + LINK_LIFETIME_SECONDS,
        url: `${baseUrl}/connect/onboarding/${token}`,
      };
    },
  },
];
