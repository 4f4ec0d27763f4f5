import { newsletterSignupSchema, supportRequestSchema } from '@fundplay/contracts';
import { DomainError } from './domain-error';
import { ZodValidationPipe } from './zod-validation.pipe';

const refusal = (run: () => unknown): DomainError => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected the pipe to refuse the input');
};

describe('ZodValidationPipe', () => {
  it('strips unknown fields and normalises what the schema normalises', () => {
    const sut = new ZodValidationPipe(newsletterSignupSchema);
    expect(sut.transform({ email: '  Ann@Example.COM ', admin: true })).toEqual({ email: 'ann@example.com' });
  });

  it('refuses with the spec message first and every field message listed', () => {
    const sut = new ZodValidationPipe(supportRequestSchema);
    const error = refusal(() => sut.transform({ email: 'nope' }));
    expect(error.kind).toBe('invalid');
    expect(error.message).toBe('Name is required');
    expect(error.errors).toEqual({
      name: ['Name is required'],
      email: ['It must be a valid email'],
      message: ['Message is required'],
    });
  });

  it('says the body must be a JSON object when it is not one', () => {
    const sut = new ZodValidationPipe(newsletterSignupSchema);
    expect(refusal(() => sut.transform('just text')).message).toBe('The request body must be a JSON object');
  });

  it('treats a missing body as an empty object, so the required fields are named', () => {
    const sut = new ZodValidationPipe(newsletterSignupSchema);
    expect(refusal(() => sut.transform(undefined)).message).toBe('Email is required');
  });
});
