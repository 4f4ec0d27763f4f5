import { Injectable, type CallHandler, type NestInterceptor } from '@nestjs/common';
import type { ApiResponse } from '@fundplay/contracts';
import { map, type Observable } from 'rxjs';

/** A handler's data with the sentence the envelope's `message` carries; data returned alone carries ''. */
export class WithMessage<T> {
  /** Nominal: a hand-written `{ message, data }` object is not one, so it cannot be wrapped a second time. */
  declare private readonly nominal: never;

  constructor(
    readonly message: string,
    readonly data: T,
  ) {}
}

/** `return withMessage(identityMessages.otpSent, result)`: the envelope's message, when the spec gives one. */
export const withMessage = <T>(message: string, data: T): WithMessage<T> => new WithMessage(message, data);

/** Wraps what a route's handler returns in the spec's `{ message, data }` envelope (ApiResponse). */
@Injectable()
export class RouteEnvelopeInterceptor implements NestInterceptor {
  intercept(_: unknown, next: CallHandler): Observable<ApiResponse<unknown>> {
    return next
      .handle()
      .pipe(
        map((result: unknown) =>
          result instanceof WithMessage
            ? { message: result.message, data: result.data }
            : { message: '', data: result },
        ),
      );
  }
}
