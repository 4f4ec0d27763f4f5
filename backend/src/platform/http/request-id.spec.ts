import { requestIdOf } from './request-id';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('requestIdOf', () => {
  it.each([['0b6f2f4e-8d0e-4b7a-9a57-5d8f1f7f2c11'], ['nginx.req_1234'], ['A'.repeat(64)]])('keeps %s', (id) => {
    expect(requestIdOf(id)).toBe(id);
  });

  it.each([
    ['short'],
    ['A'.repeat(65)],
    ['id with spaces'],
    ['line\nbreak-forged'],
    ['<script>alert(1)</script>'],
    ['a,b-duplicated-header'],
    [undefined],
    [['0b6f2f4e-8d0e-4b7a']],
  ])('replaces %p with a fresh uuid', (header) => {
    expect(requestIdOf(header)).toMatch(uuid);
  });
});
