// The one way the web client talks to the API: JSON in and out, errors as ApiError, and
// read-your-writes through event positions (ARCHITECTURE.md §4).
//
// Every command answers with the event-store `position` it wrote at. The client remembers the
// highest one and sends it as `X-Consistent-After` on every GET, so the server answers only once
// its read models include the owner's own writes (projections may lag in EventStoreDB mode).

import type { Schema } from './api-answers.js';

export const API_BASE_PATH = '/api/v1';

/** A field the server named (a 400's `errors`, an import's refused rows), as the API documents it. */
export type FieldError = Schema<'FieldError'>;

export interface ApiSuccess<TData> {
  success: true;
  message?: string;
  data: TData;
}

interface ApiFailureBody {
  success: false;
  message?: string;
  code?: string;
  errors?: FieldError[];
}

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    /** HTTP status; 0 when the server could not be reached at all. */
    readonly status: number,
    message: string,
    readonly code: string,
    readonly errors: FieldError[] = [],
  ) {
    super(message);
  }

  /** Message for one form field, when the server named it in `errors`. */
  fieldMessage(field: string): string | undefined {
    return this.errors.find((error) => error.field === field)?.message;
  }
}

export const NETWORK_ERROR = 'NETWORK_ERROR';
const GENERIC_FAILURE = 'Something went wrong. Please try again.';

export interface RequestOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** A read sent as POST (the dashboard graph): wait for our own writes like a GET does. */
  read?: boolean;
}

/** Positions are decimal strings of possibly 64-bit numbers, so compare them as BigInt. */
function isLater(candidate: string, current: string | null): boolean {
  if (!/^\d+$/.test(candidate)) return false;
  return current === null || BigInt(candidate) > BigInt(current);
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function hasPosition(data: unknown): data is { position: string } {
  return typeof data === 'object' && data !== null && typeof (data as { position?: unknown }).position === 'string';
}

export class ApiClient {
  private lastPosition: string | null = null;

  constructor(private readonly basePath: string = API_BASE_PATH) {}

  /** Highest event position any command returned in this session, or null before the first write. */
  get consistentAfter(): string | null {
    return this.lastPosition;
  }

  recordPosition(position: string): void {
    if (isLater(position, this.lastPosition)) this.lastPosition = position;
  }

  /** Forget positions (sign-out, switching business, between tests). */
  reset(): void {
    this.lastPosition = null;
  }

  /**
   * `TData` is the answer's `data`; `TAnswer`, when given, the route's whole answer, for one with
   * more beside `data` (a page's `total`, sign-in's `redirect`):
   * `apiClient.get<PosSale[], AnswerOf<'/api/v1/pos/sales/history', 'get'>>(…)`. It must be a
   * success answer with that data (`success: true`, as the API's types say of a route that answers
   * nothing else). The other methods take the same two.
   */
  get<TData, TAnswer extends ApiSuccess<TData> = ApiSuccess<TData>>(path: string, options: RequestOptions = {}): Promise<TAnswer> {
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.lastPosition !== null) headers['X-Consistent-After'] = this.lastPosition;
    return this.request<TData, TAnswer>('GET', path, undefined, { ...options, headers });
  }

  post<TData, TAnswer extends ApiSuccess<TData> = ApiSuccess<TData>>(path: string, body: unknown, options: RequestOptions = {}): Promise<TAnswer> {
    if (options.read && this.lastPosition !== null) options = { ...options, headers: { ...options.headers, 'X-Consistent-After': this.lastPosition } };
    return this.request<TData, TAnswer>('POST', path, body, options);
  }

  patch<TData, TAnswer extends ApiSuccess<TData> = ApiSuccess<TData>>(path: string, body: unknown, options: RequestOptions = {}): Promise<TAnswer> {
    return this.request<TData, TAnswer>('PATCH', path, body, options);
  }

  put<TData, TAnswer extends ApiSuccess<TData> = ApiSuccess<TData>>(path: string, body: unknown, options: RequestOptions = {}): Promise<TAnswer> {
    return this.request<TData, TAnswer>('PUT', path, body, options);
  }

  delete<TData, TAnswer extends ApiSuccess<TData> = ApiSuccess<TData>>(path: string, body?: unknown, options: RequestOptions = {}): Promise<TAnswer> {
    return this.request<TData, TAnswer>('DELETE', path, body, options);
  }

  private async request<TData, TAnswer extends ApiSuccess<TData>>(method: string, path: string, body: unknown, options: RequestOptions): Promise<TAnswer> {
    // Headers stay a plain object so callers (and test stubs) can read them back.
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    // A FormData body (file uploads) sets its own multipart Content-Type with the boundary.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(`${this.basePath}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
        credentials: 'same-origin',
        signal: options.signal,
      });
    } catch (cause) {
      if (options.signal?.aborted) throw cause;
      throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', NETWORK_ERROR);
    }

    const payload = parseJson(await response.text());
    if (!response.ok) {
      const failure = (payload ?? {}) as Partial<ApiFailureBody>;
      throw new ApiError(
        response.status,
        failure.message || GENERIC_FAILURE,
        failure.code || `HTTP_${response.status}`,
        Array.isArray(failure.errors) ? failure.errors : [],
      );
    }

    const success = payload as TAnswer | null;
    // Some commands answer only { success: true, message } (sign-out, password recovery): data stays undefined.
    if (success === null || typeof success !== 'object' || !('data' in success || (success as { success?: unknown }).success === true)) {
      throw new ApiError(response.status, GENERIC_FAILURE, 'INVALID_RESPONSE');
    }
    // Any command's position counts, so every later read waits for it (not only the caller's).
    if (method !== 'GET' && hasPosition(success.data)) this.recordPosition(success.data.position);
    return success;
  }
}

/** The app's single client: one remembered position per browser tab. */
export const apiClient = new ApiClient();
