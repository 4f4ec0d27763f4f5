import type { ApiErrorBody } from '@fundplay/contracts';
import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, Logger, NotFoundException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError, statusOfKind } from './domain-error';

/** Fastify's own client errors (bad JSON, wrong content type, body too large), in words a person can act on. */
const fastifyClientErrors: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
};

interface FastifyClientError {
  code: string;
  statusCode: number;
  message: string;
}

function isFastifyClientError(error: unknown): error is FastifyClientError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as FastifyClientError).code === 'string' &&
    typeof (error as FastifyClientError).statusCode === 'number' &&
    (error as FastifyClientError).statusCode < 500
  );
}

/** Maps anything thrown to the status and body a caller sees. Used by the Nest filter and Fastify's own error handler. */
export function errorResponse(exception: unknown, request: Pick<FastifyRequest, 'method' | 'url'>): { status: number; body: ApiErrorBody } {
  if (exception instanceof DomainError) {
    return {
      status: statusOfKind[exception.kind],
      body: exception.errors ? { message: exception.message, errors: exception.errors } : { message: exception.message },
    };
  }
  if (exception instanceof NotFoundException) {
    return { status: 404, body: { message: `There is nothing at ${request.method} ${request.url.split('?')[0]}` } };
  }
  if (exception instanceof HttpException) {
    const status = exception.getStatus();
    const response = exception.getResponse();
    const message =
      typeof response === 'string'
        ? response
        : typeof (response as { message?: unknown }).message === 'string'
          ? (response as { message: string }).message
          : exception.message;
    return { status, body: { message: status >= 500 ? 'Something went wrong on our side. Please try again.' : message } };
  }
  if (isFastifyClientError(exception)) {
    return { status: exception.statusCode, body: { message: fastifyClientErrors[exception.code] ?? exception.message } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

/** A page route the SPA owns: the browser gets index.html instead of a JSON 404. */
export type SpaFallback = (request: FastifyRequest, reply: FastifyReply) => boolean;

/**
 * The one place errors become HTTP: `{ message, errors? }` with the right 4xx. Anything unexpected
 * is logged with its stack and answered with a 500 that reveals nothing.
 */
@Catch()
export class ApiExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HTTP');

  constructor(private readonly spaFallback?: SpaFallback) {}

  catch(exception: unknown, host: ArgumentsHost) {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();

    if (exception instanceof NotFoundException && this.spaFallback?.(request, reply)) return;

    const { status, body } = errorResponse(exception, request);
    if (status >= 500) {
      this.logger.error({ err: exception, url: request.url, method: request.method }, 'unhandled error');
    }
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
