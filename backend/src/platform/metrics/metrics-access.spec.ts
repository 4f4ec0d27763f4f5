import { metricsAccess } from './metrics-access';

const token = 'h7Kq2Wz9LmP4xV8rT1bN6cY3fJ5sD0gA+eR/uQ=';

describe('metricsAccess', () => {
  it('is open outside production when no token is set', () => {
    expect(metricsAccess({ isProduction: false, metrics: { token: null, workerPort: null } }, undefined)).toBe(
      'allowed',
    );
  });

  it('is off in production when no token is set, whatever is sent', () => {
    const sut = { isProduction: true, metrics: { token: null, workerPort: null } };
    expect(metricsAccess(sut, undefined)).toBe('off');
    expect(metricsAccess(sut, `Bearer ${token}`)).toBe('off');
  });

  it.each([false, true])('demands the bearer token whenever one is set (production: %s)', (isProduction) => {
    const sut = { isProduction, metrics: { token, workerPort: null } };
    expect(metricsAccess(sut, undefined)).toBe('unauthorized');
    expect(metricsAccess(sut, token)).toBe('unauthorized');
    expect(metricsAccess(sut, `Bearer ${token.slice(0, -1)}`)).toBe('unauthorized');
    expect(metricsAccess(sut, `Bearer ${token}`)).toBe('allowed');
  });
});
