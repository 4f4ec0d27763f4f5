import { createServer, type IncomingMessage, type Server } from 'node:http';
import twilio from 'twilio';
import RequestClient from 'twilio/lib/base/RequestClient';
import { RecipientOptedOutError } from '../recipient-opted-out.error';
import { TwilioSmsSender } from './twilio-sms-sender';

interface ReceivedRequest {
  method: string;
  path: string;
  authorization: string;
  form: URLSearchParams;
}

/** Twilio's REST API cannot be reached from here: a loopback stand-in answers the one call the adapter makes. */
async function startTwilioStandIn(answer: (request: ReceivedRequest) => { status: number; body: unknown }) {
  const received: ReceivedRequest[] = [];
  const server: Server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      const request = {
        method: req.method ?? '',
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        form: new URLSearchParams(raw),
      };
      received.push(request);
      const { status, body } = answer(request);
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return { received, origin: `http://127.0.0.1:${address.port}`, close: () => new Promise((r) => server.close(r)) };
}

/** The SDK's own HTTP client, with Twilio's host swapped for the stand-in (the SDK has no base-URL option). */
class LoopbackRequestClient extends RequestClient {
  constructor(private readonly origin: string) {
    super();
  }
  override request<TData>(opts: RequestClient.RequestOptions<TData>) {
    return super.request({ ...opts, uri: opts.uri.replace(/^https:\/\/[^/]+/, this.origin) });
  }
}

const credentials = { accountSid: 'AC00000000000000000000000000000001', authToken: 'secret-token' };

describe('TwilioSmsSender', () => {
  it('sends the text through the official SDK with the account credentials', async () => {
    const standIn = await startTwilioStandIn(() => ({
      status: 201,
      body: { sid: 'SM0001', status: 'queued', to: '+15550100123', from: '+15550100199', body: 'Your code is 12345' },
    }));
    try {
      const client = twilio(credentials.accountSid, credentials.authToken, {
        httpClient: new LoopbackRequestClient(standIn.origin),
      });
      const sut = new TwilioSmsSender(credentials, '+15550100199', client);
      await sut.send({ to: '+15550100123', text: 'Your code is 12345' });

      expect(standIn.received).toHaveLength(1);
      const [request] = standIn.received;
      expect(request?.method).toBe('POST');
      expect(request?.path).toBe(`/2010-04-01/Accounts/${credentials.accountSid}/Messages.json`);
      expect(request?.authorization).toBe(
        `Basic ${Buffer.from(`${credentials.accountSid}:${credentials.authToken}`).toString('base64')}`,
      );
      expect(Object.fromEntries(request?.form ?? [])).toEqual({
        To: '+15550100123',
        From: '+15550100199',
        Body: 'Your code is 12345',
      });
    } finally {
      await standIn.close();
    }
  });

  it('fails when Twilio refuses the message, so the job is retried', async () => {
    const standIn = await startTwilioStandIn(() => ({
      status: 400,
      body: { code: 21211, message: "The 'To' number +1555 is not a valid phone number.", status: 400 },
    }));
    try {
      const client = twilio(credentials.accountSid, credentials.authToken, {
        httpClient: new LoopbackRequestClient(standIn.origin),
      });
      const sut = new TwilioSmsSender(credentials, '+15550100199', client);
      await expect(sut.send({ to: '+1555', text: 'hi' })).rejects.toThrow(/not a valid phone number/);
    } finally {
      await standIn.close();
    }
  });
  it("passes the status callback and answers Twilio's message SID", async () => {
    const standIn = await startTwilioStandIn(() => ({
      status: 201,
      body: { sid: 'SM0002', status: 'queued', to: '+15550100123', from: '+15550100199', body: 'Hi' },
    }));
    try {
      const client = twilio(credentials.accountSid, credentials.authToken, {
        httpClient: new LoopbackRequestClient(standIn.origin),
      });
      const sut = new TwilioSmsSender(credentials, '+15550100199', client);
      const sent = await sut.send({
        to: '+15550100123',
        text: 'Hi',
        statusCallback: 'https://fundplay.example/api/webhooks/twilio/status',
      });
      expect(sent).toEqual({ providerMessageId: 'SM0002' });
      expect(standIn.received[0]?.form.get('StatusCallback')).toBe(
        'https://fundplay.example/api/webhooks/twilio/status',
      );
    } finally {
      await standIn.close();
    }
  });

  it('tells a recipient who replied STOP at the carrier (error 21610) from other failures', async () => {
    const standIn = await startTwilioStandIn(() => ({
      status: 400,
      body: { code: 21610, message: 'Attempt to send to unsubscribed recipient', status: 400 },
    }));
    try {
      const client = twilio(credentials.accountSid, credentials.authToken, {
        httpClient: new LoopbackRequestClient(standIn.origin),
      });
      const sut = new TwilioSmsSender(credentials, '+15550100199', client);
      await expect(sut.send({ to: '+15550100123', text: 'hi' })).rejects.toBeInstanceOf(RecipientOptedOutError);
    } finally {
      await standIn.close();
    }
  });
});
