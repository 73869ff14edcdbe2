export interface FieldError {
  field: string;
  message: string;
}

/**
 * An error a client can act on: a stable code, the HTTP status, a human message, and per-field
 * errors where a form can show them. The exception filter turns it into
 * `{ success: false, message, code, errors }`.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }

  /** Seconds after which trying again can succeed: sent as Retry-After (429, 503). */
  retryAfterSeconds?: number;

  withRetryAfter(seconds: number): this {
    this.retryAfterSeconds = Math.max(1, Math.ceil(seconds));
    return this;
  }

  static validation(errors: FieldError[], message = errors.map((e) => e.message).join('; ')): AppError {
    return new AppError(400, 'VALIDATION_FAILED', message, errors);
  }

  /** An uploaded file over its limit (multipart's FST_REQ_FILE_TOO_LARGE): 413, naming the form's field. */
  static fileTooLarge(field: string, message = 'The file must be at most 10 MB'): AppError {
    return new AppError(413, 'FILE_TOO_LARGE', message, [{ field, message }]);
  }

  static notFound(message: string): AppError {
    return new AppError(404, 'NOT_FOUND', message);
  }
}
