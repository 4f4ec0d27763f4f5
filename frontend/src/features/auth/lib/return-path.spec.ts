import { isReturnPath } from '@fundplay/contracts';
import { describe, expect, it } from 'vitest';
import { readIntent, readNextParam, withNext } from './return-path';

describe('return paths (`next`)', () => {
  it.each([
    '/admin/fundraisers/new',
    '/admin/dashboard',
    '/admin/dashboard/0b7c1f6e-1111-4000-8000-000000000001/sponsors',
    '/participant/dashboard/0b7c1f6e-1111-4000-8000-000000000001',
    '/teammember/dashboard?invitationCode=pub_Abc-123',
    '/play/0b7c1f6e-1111-4000-8000-000000000001/hang-glider',
  ])('accepts the FundPlay page %s', (path) => {
    expect(isReturnPath(path)).toBe(true);
  });

  it.each([
    'https://evil.example/admin/dashboard',
    '//evil.example/admin/dashboard',
    '/\\evil.example',
    'javascript:alert(1)',
    '/admin/dashboard#top',
    '/admin/dashboard/../../evil',
    '/admin/dashboard?next=//evil.example',
    '/admin/login',
    '/donate/abc',
    '',
  ])('refuses %j', (path) => {
    expect(isReturnPath(path)).toBe(false);
  });

  it('round-trips through a query string, and reads nothing from a foreign one', () => {
    const href = withNext('/admin/signup', '/admin/fundraisers/new');
    expect(href).toBe('/admin/signup?next=%2Fadmin%2Ffundraisers%2Fnew');
    expect(readNextParam(href.slice(href.indexOf('?')))).toBe('/admin/fundraisers/new');
    expect(readNextParam('?next=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(withNext('/resend-email', undefined)).toBe('/resend-email');
  });

  it('prefers a router state’s redirect to the URL, but only an allowed one', () => {
    expect(readIntent({ redirect: '/participant/dashboard' }, '?next=%2Fadmin%2Fdashboard')).toBe(
      '/participant/dashboard',
    );
    expect(readIntent({ redirect: '//evil.example' }, '?next=%2Fadmin%2Fdashboard')).toBe('/admin/dashboard');
    expect(readIntent(null, '')).toBeUndefined();
  });
});
