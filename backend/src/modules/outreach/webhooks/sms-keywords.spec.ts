import { smsKeywordOf, smsKeywordReply } from './sms-keywords';

describe('smsKeywordOf', () => {
  it.each(['STOP', 'stop', ' Stop. ', 'stop all', 'STOPALL', 'Unsubscribe', 'cancel', 'END', 'quit!', 'OptOut'])(
    'reads %j as an opt-out',
    (body) => expect(smsKeywordOf(body)).toBe('stop'),
  );

  it.each(['START', 'yes', 'Unstop'])('reads %j as an opt-in', (body) => expect(smsKeywordOf(body)).toBe('start'));

  it.each(['HELP', 'info?'])('reads %j as a request for help', (body) => expect(smsKeywordOf(body)).toBe('help'));

  it.each(["please don't stop", 'Thanks!', '', 'stopper', 'constructor', '__proto__'])(
    'reads %j as no keyword',
    (body) => expect(smsKeywordOf(body)).toBeNull(),
  );
});

describe('smsKeywordReply', () => {
  const support = { email: 'help@fundplay.app', phone: '+1 (555) 010-0199' };

  it('names FundPlay and the way back in every reply', () => {
    expect(smsKeywordReply('stop', support)).toMatch(/^FundPlay: .*START/);
    expect(smsKeywordReply('start', support)).toMatch(/^FundPlay: .*STOP/);
    expect(smsKeywordReply('help', support)).toMatch(/^FundPlay: .*STOP.*help@fundplay\.app/);
  });
});
