import { expect, type APIRequestContext } from '@playwright/test';
import { waitForMessage } from './mailbox';
import { password, uniquePhone, waitForCode } from './identity';

export interface Person {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/**
 * A primary administrator signed up and email-verified through the API, ready to log in through the UI with an
 * emailed code (what /admin/signup and the verification link do, without walking them again).
 */
export async function signUpPrimaryAdmin(request: APIRequestContext, person: Person) {
  const signUp = await request.post('/api/adminRoutes/adminSignUp', {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      confirmEmail: person.email,
      phoneNo: person.phone,
      password,
      confirmPassword: password,
      verificationSelection: 'email',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const message = await waitForMessage(request, person.email, (candidate) =>
    candidate.body.includes('/email-verification/'),
  );
  const token = /\/email-verification\/([^\s"<>)]+)/.exec(message.body)?.[1];
  if (!token) throw new Error('No verification link in the email');
  const verified = await request.get('/api/adminRoutes/verifyEmail', { params: { token: decodeURIComponent(token) } });
  expect(verified.ok(), await verified.text()).toBe(true);
}

/** A participant signed up and verified through the API (emailed code); returns its access token. */
export async function signUpParticipant(request: APIRequestContext, person: Person): Promise<string> {
  const signUp = await request.post('/api/participantRoutes/participantSignUp', {
    data: {
      firstName: person.firstName,
      lastName: person.lastName,
      email: person.email,
      confirmEmail: person.email,
      phoneNo: person.phone,
      password,
      confirmPassword: password,
      birthMonth: 4,
      birthYear: 2000,
      verificationSelection: 'email',
      termsAccepted: true,
      privacyAccepted: true,
    },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { challengeId } = ((await signUp.json()) as { data: { challengeId: string } }).data;
  const code = await waitForCode(request, person.email);
  const verified = await request.post('/api/authRoutes/verifyOtp', {
    data: {
      email: person.email,
      role: 'participant',
      verificationSelection: 'email',
      mode: 'signUp',
      otp: code,
      challengeId,
    },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
  const { data } = (await verified.json()) as { data: { accessToken: string } };
  return data.accessToken;
}

/** A person with an address and a phone number no other test has used. */
export function newPerson(firstName: string, lastName: string, email: string): Person {
  return { firstName, lastName, email, phone: uniquePhone() };
}
