import { serviceMessages, type ApiErrorBody } from '@fundplay/contracts';
import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
  NotFoundException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isRedisUnavailable } from '../redis/redis-unavailable';
import { DomainError, statusOfKind } from './domain-error';

/**
 * Nest turns Fastify's own client errors (raised before routing: bad JSON, wrong content type, body too
 * large) into HttpExceptions carrying Fastify's wording; these say the same in words a person can act on.
 */
function frameworkMessage(status: number, message: string): string {
  if (status === 413) return 'The request body is too large';
  if (status === 415) return 'Send the request body as application/json';
  if (status === 400 && /JSON/.test(message)) {
    return /empty/i.test(message)
      ? 'The request body is empty; send a JSON object'
      : 'The request body is not valid JSON';
  }
  return message;
}

/** Maps anything thrown to the status and body a caller sees. */
export function errorResponse(
  exception: unknown,
  request: Pick<FastifyRequest, 'method' | 'url'>,
): { status: number; body: ApiErrorBody } {
  if (exception instanceof DomainError) {
    return {
      status: statusOfKind[exception.kind],
      body: {
        message: exception.message,
        ...(exception.errors ? { errors: exception.errors } : {}),
        ...(exception.data !== undefined ? { data: exception.data } : {}),
      },
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
    return {
      status,
      body: {
        message:
          status >= 500 ? 'Something went wrong on our side. Please try again.' : frameworkMessage(status, message),
      },
    };
  }
  if (isClientHttpError(exception)) {
    // e.g. the static file server refusing a directory listing
    return {
      status: exception.statusCode,
      body: { message: exception.statusCode === 404 ? 'Not found' : 'This cannot be served' },
    };
  }
  if (isRedisUnavailable(exception)) {
    // Redis is away for a moment (restart, failover, network); the API connection reconnects by itself.
    return { status: 503, body: { message: serviceMessages.brieflyUnavailable } };
  }
  return { status: 500, body: { message: 'Something went wrong on our side. Please try again.' } };
}

/** Errors from HTTP libraries that carry a client-error status (http-errors style). */
function isClientHttpError(error: unknown): error is { statusCode: number } {
  const statusCode = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
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
    if (isRedisUnavailable(exception)) {
      // Expected while Redis is away (redis.module.ts logs the outage itself): a line per request, without a stack.
      this.logger.warn(
        { url: request.url, method: request.method, reason: (exception as Error).message },
        'Redis unavailable',
      );
    } else if (status >= 500) {
      this.logger.error({ err: exception, url: request.url, method: request.method }, 'unhandled error');
    }
    void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }
}
