import {
  outreachRouteTable,
  outreachStatuses,
  type OutreachAudience,
  type OutreachMessage,
  type OutreachReport,
  type OutreachSendResult,
  type OutreachStatus,
} from '@fundplay/contracts';
import { mockRoute } from './mock-api';

/** Outreach test data shaped by the contracts, shared by the outreach, dashboard and admin specs. */

export function outreachMessage(n: number, overrides: Partial<OutreachMessage> = {}): OutreachMessage {
  return {
    _id: `0b7c1f6e-7777-4000-8000-${String(n).padStart(12, '0')}`,
    channel: 'email',
    recipientKind: 'contact',
    recipientName: `Contact ${n}`,
    address: `contact${n}@example.com`,
    status: 'queued',
    holdReason: null,
    sendAt: '2027-03-04T10:00:00.000Z',
    sentAt: null,
    deliveredAt: null,
    error: null,
    createdAt: '2027-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** How many of `messages` stand at each status, as the server counts them. */
export function statusCounts(messages: readonly OutreachMessage[]): Record<OutreachStatus, number> {
  const counts = Object.fromEntries(outreachStatuses.map((status) => [status, 0])) as Record<OutreachStatus, number>;
  for (const message of messages) counts[message.status] += 1;
  return counts;
}

export function sendResult(
  messages: OutreachMessage[],
  skipped: OutreachSendResult['skipped'] = [],
): OutreachSendResult {
  return { messages, skipped, counts: statusCounts(messages) };
}

export const getOutreachMessagesRoute = (messages: OutreachMessage[] | (() => OutreachMessage[]) = []) =>
  mockRoute(outreachRouteTable.getOutreachMessages, () => ({
    body: { message: 'OK', data: typeof messages === 'function' ? messages() : messages },
  }));

export function outreachReport(overrides: Partial<OutreachReport> = {}): OutreachReport {
  return {
    participants: [
      {
        participantId: '0b7c1f6e-8888-4000-8000-000000000001',
        name: 'Robin Young',
        emails: 3,
        texts: 2,
        delivered: 4,
        failed: 1,
        optedOut: 0,
        scheduled: 0,
        donations: 2,
        donationsCents: 5_000,
      },
      {
        participantId: '0b7c1f6e-8888-4000-8000-000000000002',
        name: 'Casey Student',
        emails: 1,
        texts: 4,
        delivered: 2,
        failed: 0,
        optedOut: 1,
        scheduled: 2,
        donations: 1,
        donationsCents: 2_550,
      },
    ],
    totals: {
      emails: 4,
      texts: 6,
      delivered: 6,
      failed: 1,
      optedOut: 1,
      scheduled: 2,
      donations: 3,
      donationsCents: 7_550,
    },
    adminMessages: [],
    ...overrides,
  };
}

export const getOutreachReportRoute = (report: OutreachReport | (() => OutreachReport) = outreachReport()) =>
  mockRoute(outreachRouteTable.getOutreachReport, () => ({
    body: { message: 'OK', data: typeof report === 'function' ? report() : report },
  }));

/** Whom the administrators' dialog offers: two participants, and one team member on each one's team. */
export function outreachAudience(overrides: Partial<OutreachAudience> = {}): OutreachAudience {
  return {
    participants: [
      { _id: '0b7c1f6e-8888-4000-8000-000000000002', name: 'Casey Student', teamOf: null },
      { _id: '0b7c1f6e-8888-4000-8000-000000000001', name: 'Robin Young', teamOf: null },
    ],
    teamMembers: [
      { _id: '0b7c1f6e-9999-4000-8000-000000000001', name: 'Pat Parent', teamOf: 'Robin Young' },
      { _id: '0b7c1f6e-9999-4000-8000-000000000002', name: 'Sam Sibling', teamOf: 'Casey Student' },
    ],
    ...overrides,
  };
}

export const getOutreachAudienceRoute = (audience: OutreachAudience = outreachAudience()) =>
  mockRoute(outreachRouteTable.getOutreachAudience, () => ({ body: { message: 'OK', data: audience } }));
