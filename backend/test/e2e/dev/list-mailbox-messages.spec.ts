import { nextCode, participantSignUp, uniqueEmail, uniquePhone, type Api } from '../../support/identity-helpers';
import { startTestApp, type TestApp } from '../../support/test-apps';
import { eventually, type TestEnvironment } from '../../support/test-environment';

describe('the dev mailbox and the message log', () => {
  let testApp: TestApp;
  let environment: TestEnvironment;
  let client: Api;

  beforeAll(async () => {
    testApp = await startTestApp({ CAPTCHA: 'off' });
    ({ environment, client } = testApp);
  });

  afterAll(async () => {
    await testApp?.stop();
  });

  it('shows the developer the full message while the message log keeps it redacted', async () => {
    const email = uniqueEmail('mailbox');
    const phoneNo = uniquePhone();
    const signUp = await client.post(
      '/api/participantRoutes/participantSignUp',
      participantSignUp(email, phoneNo, { verificationSelection: 'email' }),
    );
    expect(signUp.status).toBe(201);
    const code = await nextCode(client, email, 0);

    const [message] = await client.mailbox(email);
    expect(message).toEqual({
      channel: 'email',
      to: email,
      subject: `Your FundPlay code: ${code}`,
      body: expect.stringContaining(`FundPlay: ${code} is your code to finish signing up`),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(await client.mailbox(uniqueEmail('nobody'))).toEqual([]);

    const [record] = await eventually('the message to be marked sent', async () => {
      const rows = await environment.sql<{ subject: string; body: string; status: string; transport: string }>(
        'select subject, body, status, transport from outbound_messages where recipient = $1',
        [email],
      );
      return rows[0]?.status === 'sent' ? rows : undefined;
    });
    expect(record).toMatchObject({ transport: 'mailbox', subject: 'Your FundPlay code: •••••' });
    expect(record?.body).toContain('FundPlay: ••••• is your code to finish signing up');
    expect(`${record?.subject} ${record?.body}`).not.toContain(code);
  });

  it('reports every queue in the health check', async () => {
    const response = await client.get('/api/health');
    expect(response.status).toBe(200);
    const report = response.body as unknown as { queue: { state: string }; queues: Record<string, { state: string }> };
    expect(report.queue.state).toBe('up');
    expect(Object.keys(report.queues).sort()).toEqual([
      'maintenance',
      'messaging',
      'outreach',
      'payments',
      'projections',
    ]);
    expect(Object.values(report.queues).every((queue) => queue.state === 'up')).toBe(true);
  });
});
