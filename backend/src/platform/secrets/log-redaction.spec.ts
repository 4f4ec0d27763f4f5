import { REDACTED_VALUE, redactRequestForLog, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('masks the values of token, code and invitation parameters and keeps the rest', () => {
    expect(redactUrl('/api/adminRoutes/verifyEmail?token=abc.DEF_123&x=1')).toBe(
      `/api/adminRoutes/verifyEmail?token=${REDACTED_VALUE}&x=1`,
    );
    expect(redactUrl('/api/authRoutes/getInvitationData?invitationCode=Zz9&referalCode=R1&Code=12345&mode=logIn')).toBe(
      `/api/authRoutes/getInvitationData?invitationCode=${REDACTED_VALUE}&referalCode=${REDACTED_VALUE}&Code=${REDACTED_VALUE}&mode=logIn`,
    );
  });

  it('leaves a URL without secrets untouched', () => {
    expect(redactUrl('/api/dev/messages?to=a%40b.c')).toBe('/api/dev/messages?to=a%40b.c');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('recognises encoded parameter names', () => {
    expect(redactUrl('/x?%74oken=secret')).toBe(`/x?%74oken=${REDACTED_VALUE}`);
  });
});

describe('redactRequestForLog', () => {
  it('masks the URL, parsed query values and the Referer path', () => {
    const sut = redactRequestForLog({
      method: 'GET',
      url: '/api/adminRoutes/verifyEmail?token=secret',
      query: { token: 'secret', page: '2' },
      headers: { referer: 'http://localhost:3000/email-verification/secret', host: 'localhost' },
    });
    expect(JSON.stringify(sut)).not.toContain('secret');
    expect(sut).toMatchObject({
      method: 'GET',
      query: { token: REDACTED_VALUE, page: '2' },
      headers: { referer: 'http://localhost:3000', host: 'localhost' },
    });
  });
});
