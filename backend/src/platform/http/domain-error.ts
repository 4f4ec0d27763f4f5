/** Why a request could not be done, in terms a caller can act on; the exception filter maps each kind to a status. */
export type DomainErrorKind =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'gone'
  | 'too-large'
  | 'rate-limited'
  /** The server could not do it just now; the same request may succeed later (nothing was changed). */
  | 'unavailable';

export const statusOfKind: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  'too-large': 413,
  'rate-limited': 429,
  unavailable: 503,
};

/** Thrown by handlers and policies with the spec's message text. */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Passed through as the error body's `data` (e.g. what blocks a deletion). */
    readonly data?: unknown,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}
