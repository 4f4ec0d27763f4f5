import type {
  ApiResponse,
  FundraiserSummary,
  LoginResult,
  MailboxMessage,
  ParticipantDashboard,
  VerifyOtpResult,
} from '@fundplay/contracts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { waitForCode } from './identity';

/** The demo people and fundraiser `npm start` seeds (backend/src/seed-demo.ts), as the walks sign in. */
export const demo = {
  admin: { email: 'admin@demo.fundplay.app', password: 'Demo1234!', role: 'admin' },
  participant: { email: 'student@demo.fundplay.app', password: 'Demo1234!', role: 'participant' },
  teamMember: { email: 'fan@demo.fundplay.app', password: 'Demo1234!', role: 'teamMember' },
  fundraiser: 'Lincoln High Spring Fundraiser',
} as const;

export type DemoPerson = (typeof demo)['admin' | 'participant' | 'teamMember'];

/** Codes already in the mailbox for `to`, so a login waits for a new one. */
export async function codesSoFar(request: APIRequestContext, to: string): Promise<string[]> {
  const response = await request.get('/api/dev/messages', { params: { to } });
  const messages = (await response.json()) as MailboxMessage[];
  return messages.map((message) => /\b(\d{5}) is your code\b/.exec(message.body)?.[1]).filter(Boolean) as string[];
}

/** A session through the real password + emailed code flow: the token and the person, as the login answers them. */
export async function apiSignIn(request: APIRequestContext, person: DemoPerson): Promise<VerifyOtpResult> {
  const seen = await codesSoFar(request, person.email);
  const login = await request.post('/api/authRoutes/login', { data: { ...person, verificationSelection: 'email' } });
  expect(login.ok(), await login.text()).toBe(true);
  const { challengeId } = ((await login.json()) as ApiResponse<LoginResult>).data;
  const otp = await waitForCode(request, person.email, seen);
  const verified = await request.post('/api/authRoutes/verifyOtp', {
    data: { email: person.email, role: person.role, verificationSelection: 'email', mode: 'logIn', otp, challengeId },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  return ((await verified.json()) as ApiResponse<VerifyOtpResult>).data;
}

/** A session token for the API. */
export async function apiSession(request: APIRequestContext, person: DemoPerson): Promise<string> {
  return (await apiSignIn(request, person)).accessToken;
}

/**
 * Puts a session from apiSignIn in the browser the way the login page leaves it (localStorage `fundToken` and
 * `userDetails`), so a walk spends one login per person: every sign-in from the suite's one address counts toward
 * the per-address login limit, and the login pages have walks of their own.
 */
export async function useSession(page: Page, session: VerifyOtpResult): Promise<void> {
  // A static file of the same origin, not the app: a page of the app signed in as someone else could store that
  // person's details again (its session check still in flight) after these lines, and the next page would start
  // with one person's token and another's details.
  await page.goto('/favicon.svg');
  await page.evaluate(({ accessToken, user }) => {
    window.localStorage.setItem('fundToken', accessToken);
    window.localStorage.setItem('userDetails', JSON.stringify(user));
  }, session);
}

/** The demo participant's dashboard of the running demo fundraiser. */
export async function demoParticipantDashboard(
  request: APIRequestContext,
  token: string,
): Promise<ParticipantDashboard> {
  const headers = { authorization: `Bearer ${token}` };
  const mine = (await (
    await request.get('/api/participantRoutes/getParticipantFundRaisings', { headers })
  ).json()) as ApiResponse<FundraiserSummary[]>;
  const fundraiser = mine.data.find((found) => found.fundRaisingName === demo.fundraiser);
  expect(fundraiser, 'the demo participant is in the demo fundraiser').toBeDefined();
  const dashboard = await request.get('/api/participantRoutes/getParticipantDashboardByFundRaisingId', {
    headers,
    params: { fundRaisingId: fundraiser?._id ?? '' },
  });
  return ((await dashboard.json()) as ApiResponse<ParticipantDashboard>).data;
}
