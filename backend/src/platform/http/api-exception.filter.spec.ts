import { serviceMessages } from '@fundplay/contracts';
import { BadRequestException, HttpException, NotFoundException } from '@nestjs/common';
import { DomainError } from './domain-error';
import { errorResponse } from './api-exception.filter';

const request = { method: 'POST', url: '/api/site/support?x=1' };

describe('errorResponse', () => {
  it.each([
    ['invalid', 400],
    ['unauthenticated', 401],
    ['forbidden', 403],
    ['not-found', 404],
    ['conflict', 409],
    ['too-large', 413],
    ['rate-limited', 429],
  ] as const)('maps a %s domain error to %i with its message', (kind, status) => {
    expect(errorResponse(new DomainError(kind, 'Invitation code expired!'), request)).toEqual({
      status,
      body: { message: 'Invitation code expired!' },
    });
  });

  it('keeps per-field errors', () => {
    const sut = errorResponse(
      new DomainError('invalid', 'Email is required', { email: ['Email is required'] }),
      request,
    );
    expect(sut.body).toEqual({ message: 'Email is required', errors: { email: ['Email is required'] } });
  });

  it('passes what a refusal is about through as `data`', () => {
    const sut = errorResponse(
      new DomainError('conflict', 'In use', undefined, { fundRaisers: [{ _id: 'f1' }] }),
      request,
    );
    expect(sut).toEqual({ status: 409, body: { message: 'In use', data: { fundRaisers: [{ _id: 'f1' }] } } });
  });

  it('names the missing route without its query string', () => {
    expect(errorResponse(new NotFoundException(), request)).toEqual({
      status: 404,
      body: { message: 'There is nothing at POST /api/site/support' },
    });
  });

  it('rewords the framework errors raised before routing', () => {
    expect(errorResponse(new HttpException('Request body is too large', 413), request).body.message).toBe(
      'The request body is too large',
    );
    expect(
      errorResponse(
        new HttpException("Body is not valid JSON but content-type is set to 'application/json'", 400),
        request,
      ).body.message,
    ).toBe('The request body is not valid JSON');
    expect(errorResponse(new HttpException('Unsupported Media Type: text/xml', 415), request).body.message).toBe(
      'Send the request body as application/json',
    );
  });

  it('keeps the message of other client errors', () => {
    expect(errorResponse(new BadRequestException('Pick a fundraiser'), request)).toEqual({
      status: 400,
      body: { message: 'Pick a fundraiser' },
    });
  });

  it('keeps the client status of errors from HTTP libraries', () => {
    const forbidden = Object.assign(new Error('Forbidden'), { statusCode: 403, expose: true });
    expect(errorResponse(forbidden, request)).toEqual({ status: 403, body: { message: 'This cannot be served' } });
  });

  it('answers 503 and asks to try again when Redis could not be reached', () => {
    const refused = new Error("Stream isn't writeable and enableOfflineQueue options is false");
    expect(errorResponse(refused, request)).toEqual({
      status: 503,
      body: { message: serviceMessages.brieflyUnavailable },
    });
  });

  it('reveals nothing about an unexpected error', () => {
    expect(errorResponse(new Error('connection string postgres://secret@db'), request)).toEqual({
      status: 500,
      body: { message: 'Something went wrong on our side. Please try again.' },
    });
  });
});
