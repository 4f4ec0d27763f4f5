import { createTransport } from 'nodemailer';
import { SmtpEmailSender } from './smtp-email-sender';

describe('SmtpEmailSender', () => {
  it('sends the extra headers (one-click unsubscribe) and a Message-ID made of the idempotency key', async () => {
    const transporter = createTransport({ jsonTransport: true });
    const sendMail = jest.spyOn(transporter, 'sendMail');
    const sut = new SmtpEmailSender('smtp://unused', 'FundPlay <no-reply@fundplay.example>', transporter);

    const sent = await sut.send(
      {
        to: 'rose@example.com',
        subject: 'Hello',
        text: 'Body',
        headers: {
          'List-Unsubscribe': '<https://fundplay.example/api/outreachRoutes/oneClickUnsubscribe?token=abc>',
          'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        },
      },
      'outreach:1234',
    );

    expect(sent).toEqual({ providerMessageId: '<outreach-1234@fundplay>' });
    const info = (await sendMail.mock.results[0]?.value) as { message: string };
    const message = JSON.parse(info.message) as { headers: Record<string, string>; messageId: string };
    expect(message.headers).toMatchObject({
      'List-Unsubscribe': '<https://fundplay.example/api/outreachRoutes/oneClickUnsubscribe?token=abc>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(message.messageId).toBe('<outreach-1234@fundplay>');
  });
});
