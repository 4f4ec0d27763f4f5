import { smsStatusChangeOf } from './sms-delivery-status';

describe('smsStatusChangeOf', () => {
  it('moves a text to sent and delivered', () => {
    expect(smsStatusChangeOf('sent', undefined)).toEqual({ status: 'sent' });
    expect(smsStatusChangeOf('delivered', '')).toEqual({ status: 'delivered' });
  });

  it('fails an undelivered or failed text with the reason and the code', () => {
    expect(smsStatusChangeOf('undelivered', '30003')).toEqual({
      status: 'failed',
      error: 'The phone is unreachable (off or out of coverage) (Twilio error 30003)',
    });
    expect(smsStatusChangeOf('failed', '99999')).toEqual({
      status: 'failed',
      error: 'The carrier could not deliver the message (Twilio error 99999)',
    });
    expect(smsStatusChangeOf('failed', '<script>')).toEqual({
      status: 'failed',
      error: 'The carrier could not deliver the message',
    });
  });

  it.each(['queued', 'accepted', 'sending', 'receiving', 'scheduled', 'canceled'])('ignores %s', (status) =>
    expect(smsStatusChangeOf(status, undefined)).toBeNull(),
  );
});
