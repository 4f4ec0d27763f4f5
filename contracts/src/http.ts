/** The body of every API error: a sentence a person can act on, plus per-field messages when a body was invalid. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  /** What a refusal is about, when the caller needs more than a sentence (e.g. the fundraisers using an account). */
  data?: unknown;
}

/** The usual success envelope of the spec's calls: `message` and `data`. */
export interface ApiResponse<T> {
  message: string;
  data: T;
}
