import { REDACTED, redactSecrets } from './redact-secrets';

describe('redactSecrets', () => {
  it('masks every occurrence of every secret', () => {
    expect(redactSecrets('Code 12345. Again: 12345. Link /v/abc_DEF', ['12345', 'abc_DEF'])).toBe(
      `Code ${REDACTED}. Again: ${REDACTED}. Link /v/${REDACTED}`,
    );
  });

  it('leaves text without secrets alone and ignores empty secrets', () => {
    expect(redactSecrets('hello', ['', 'zzz'])).toBe('hello');
  });
});
