import { mailboxFilterSchema, type MailboxMessage } from './dev';
import type { HealthReport } from './health';
import type { ApiResponse } from './http';
import { type CaptchaChallenge } from './identity';
import {
  newsletterConfirmationSchema,
  newsletterSignupSchema,
  newsletterUnsubscribeSchema,
  supportRequestSchema,
} from './site';
import { layoutRouteTable } from './layout-route-table';
import { defineRoute, type BinaryBody } from './route-definition';

/** Public site, files, health, captcha and the development mailbox. */
export const siteRouteTable = {
  health: defineRoute<HealthReport>()({ method: 'GET', path: '/api/health', audience: 'anyone', envelope: false }),
  file: defineRoute<BinaryBody>()({ method: 'GET', path: '/api/files/:id', audience: 'anyone', envelope: false }),
  siteFigures: layoutRouteTable.siteFigures,
  siteContact: layoutRouteTable.siteContact,
  newsletter: defineRoute<ApiResponse<null>>()({
    method: 'POST',
    path: '/api/site/newsletter',
    body: newsletterSignupSchema,
    audience: 'anyone',
    status: 200,
  }),
  newsletterConfirm: defineRoute<ApiResponse<null>>()({
    method: 'POST',
    path: '/api/site/newsletter/confirm',
    body: newsletterConfirmationSchema,
    audience: 'anyone',
    status: 200,
  }),
  newsletterUnsubscribe: defineRoute<ApiResponse<null>>()({
    method: 'POST',
    path: '/api/site/newsletter/unsubscribe',
    body: newsletterUnsubscribeSchema,
    audience: 'anyone',
    status: 200,
  }),
  support: defineRoute<ApiResponse<{ supportRequestId: string }>>()({
    method: 'POST',
    path: '/api/site/support',
    body: supportRequestSchema,
    audience: 'anyone',
  }),
  devMessages: defineRoute<MailboxMessage[]>()({
    method: 'GET',
    path: '/api/dev/messages',
    query: mailboxFilterSchema,
    audience: 'anyone',
    envelope: false,
  }),
  captchaChallenge: defineRoute<CaptchaChallenge>()({
    method: 'GET',
    path: '/api/captcha/challenge',
    audience: 'anyone',
    envelope: false,
  }),
} as const;
