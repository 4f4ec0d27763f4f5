import { isSitePage, siteOrigins } from './onboarding-return-urls';

describe('onboarding return URLs', () => {
  const origins = siteOrigins('https://fundplay.example/', { protocol: 'http', host: 'localhost:5173' });

  it('are the public URL’s origin and the origin the request reached', () => {
    expect(origins).toEqual(['https://fundplay.example', 'http://localhost:5173']);
  });

  it('accept pages of those origins', () => {
    expect(isSitePage('https://fundplay.example/admin/stripeAccounts?done=1', origins)).toBe(true);
    expect(isSitePage('http://localhost:5173/admin/stripeAccounts', origins)).toBe(true);
  });

  it.each([
    ['another site', 'https://evil.example/admin/stripeAccounts'],
    ['a look-alike host', 'https://fundplay.example.evil.example/'],
    ['another port', 'https://fundplay.example:8443/'],
    ['another scheme', 'http://fundplay.example/'],
    ['credentials in the URL', 'https://user:pass@fundplay.example/'],
    ['a script URL', 'javascript:alert(1)'],
    ['no URL at all', 'not a url'],
  ])('refuse %s', (_, url) => {
    expect(isSitePage(url, origins)).toBe(false);
  });
});
