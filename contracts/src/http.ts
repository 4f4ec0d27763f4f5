/** The body of every API error: a sentence a person can act on, plus per-field messages when a body was invalid. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** The usual success envelope of the spec's calls: `message` and `data`. */
export interface ApiResponse<T> {
  message: string;
  data: T;
}
