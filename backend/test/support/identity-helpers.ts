import { randomUUID } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import type { Privileges, Role } from '@fundplay/contracts';
import { noPrivileges } from '@fundplay/contracts';
import { eventually, type TestEnvironment } from './test-environment';

export const PASSWORD = 'Secret1!pass';

export interface Mail {
  channel: 'sms' | 'email';
  to: string;
  subject: string | null;
  body: string;
}

export function api(url: string) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: (text ? JSON.parse(text) : null) as { message: string; data?: any; errors?: any },
    };
  };
  return {
    call,
    post: (path: string, body?: unknown, token?: string) => call('POST', path, body, token),
    get: (path: string, token?: string) => call('GET', path, undefined, token),
    put: (path: string, body?: unknown, token?: string) => call('PUT', path, body, token),
    mailbox: async (to: string) =>
      (await call('GET', `/api/dev/messages?to=${encodeURIComponent(to)}`)).body as unknown as Mail[],
  };
}

export type Api = ReturnType<typeof api>;

const codePattern = /\b(\d{5}) is your code\b/;

/** Waits for the newest one-time code sent to `to` among the messages after the first `sentBefore`. */
export async function nextCode(client: Api, to: string, sentBefore: number): Promise<string> {
  const message = await eventually(`a code for ${to}`, async () => {
    const found = await client.mailbox(to);
    return found.slice(0, Math.max(0, found.length - sentBefore)).find((mail) => codePattern.test(mail.body));
  });
  const code = codePattern.exec(message.body)?.[1];
  if (!code) throw new Error(`no code in: ${message.body}`);
  return code;
}

export const uniqueEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.com`;
export const uniquePhone = () => `+1555${String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0')}`;

export function participantSignUp(email: string, phoneNo: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Pat',
    lastName: 'Lee',
    email,
    confirmEmail: email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phoneNo,
    verificationSelection: 'phone',
    termsAccepted: true,
    privacyAccepted: true,
    birthMonth: 1,
    birthYear: 2005,
    ...overrides,
  };
}

/** A valid POST /api/adminRoutes/adminSignUp body for `email`; `overrides` change or add fields. */
export function adminSignUp(email: string, overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Ada',
    lastName: 'Admin',
    email,
    confirmEmail: email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    phoneNo: uniquePhone(),
    termsAccepted: true,
    privacyAccepted: true,
    ...overrides,
  };
}

/** An account straight in the database (verified unless told otherwise), for tests about what it may do. */
export async function insertAccount(
  environment: TestEnvironment,
  options: {
    role: Role;
    email?: string;
    adminApproval?: boolean | null;
    privileges?: Partial<Privileges>;
    invitedBy?: string | null;
    /** Whether the email itself was proven (false: verified by phone only). */
    emailVerified?: boolean;
  },
) {
  const id = randomUUID();
  const email = options.email ?? uniqueEmail(options.role.toLowerCase());
  const phoneNo = uniquePhone();
  const kind = options.role === 'admin' || options.role === 'secondaryAdmin' ? 'administrator' : options.role;
  await environment.sql(
    `insert into accounts (id, kind, role, first_name, last_name, email, phone_no, password_hash, privileges, admin_approval, invited_by, verified_at, email_verified_at, phone_verified_at)
     values ($1, $2, $3, 'Test', 'Person', $4, $5, $6, $7, $8, $9, now(), case when $10 then now() end, now())`,
    [
      id,
      kind,
      options.role,
      email,
      phoneNo,
      await hash(PASSWORD),
      JSON.stringify({ ...noPrivileges, ...options.privileges }),
      options.adminApproval ?? null,
      options.invitedBy ?? null,
      options.emailVerified ?? true,
    ],
  );
  return { id, email, phoneNo, role: options.role };
}

/** The real two-step sign-in: password, then the code from the mailbox. Returns the access token. */
export async function signIn(client: Api, account: { email: string; role: Role }): Promise<string> {
  const before = (await client.mailbox(account.email)).length;
  const login = await client.post('/api/authRoutes/login', {
    email: account.email,
    password: PASSWORD,
    role: account.role,
    verificationSelection: 'email',
  });
  if (login.status !== 200) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const otp = await nextCode(client, account.email, before);
  const verified = await client.post('/api/authRoutes/verifyOtp', {
    email: account.email,
    role: account.role,
    verificationSelection: 'email',
    mode: 'logIn',
    otp,
    challengeId: login.body.data.challengeId,
  });
  if (verified.status !== 200) throw new Error(`verifyOtp failed: ${JSON.stringify(verified.body)}`);
  return verified.body.data.accessToken as string;
}
