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

  it('masks the token or invitation code in the path of an app page', () => {
    expect(redactUrl('/email-verification/abcDEF123')).toBe(`/email-verification/${REDACTED_VALUE}`);
    expect(redactUrl('/newsletter/confirm/tok3n?utm=x')).toBe(`/newsletter/confirm/${REDACTED_VALUE}?utm=x`);
    expect(redactUrl('/newsletter/unsubscribe/tok3n')).toBe(`/newsletter/unsubscribe/${REDACTED_VALUE}`);
    expect(redactUrl('/student/reset-password/tok3n')).toBe(`/student/reset-password/${REDACTED_VALUE}`);
    expect(redactUrl('/admin/signup/inv1te')).toBe(`/admin/signup/${REDACTED_VALUE}`);
    expect(redactUrl('/teammember/login/inv1te')).toBe(`/teammember/login/${REDACTED_VALUE}`);
    expect(redactUrl('/admin/signup')).toBe('/admin/signup');
    expect(redactUrl('/about')).toBe('/about');
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
