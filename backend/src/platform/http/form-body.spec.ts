import { parseFormFields } from './form-body';

describe('parseFormFields', () => {
  it('decodes a url-encoded form as Twilio posts it', () => {
    expect(parseFormFields('From=%2B15550100199&Body=Stop+it%21&To=%2B15550100100')).toEqual({
      From: '+15550100199',
      Body: 'Stop it!',
      To: '+15550100100',
    });
  });

  it('keeps every value of a repeated field, and treats __proto__ as a plain name', () => {
    const sut = parseFormFields('a=1&a=2&a=3&__proto__=x');
    expect(sut.a).toEqual(['1', '2', '3']);
    expect(Object.getPrototypeOf(sut)).toBe(Object.prototype);
    expect(Object.getOwnPropertyDescriptor(sut, '__proto__')?.value).toBe('x');
  });
});
