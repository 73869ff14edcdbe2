// The admin realm's way to the API: the project's ApiClient (JSON, ApiError, read-your-writes),
// with the admin token as `Authorization: Bearer` on every call. A 401 'Please authenticate' (a
// missing, unknown or expired token, spec 002 §4) signs the admin out, and the guard sends them to
// /admin/login. Other failures keep the server's message, or 'Something went wrong' without one.

import { ApiClient, ApiError, type ApiSuccess, type RequestOptions } from '../../../lib/api-client.js';
import { adminSession } from '../session.js';

export const ADMIN_UNAUTHENTICATED = 'ADMIN_UNAUTHENTICATED';
export const PLEASE_AUTHENTICATE = 'Please authenticate';

/** Its own positions: an admin's writes are not the owner's. */
const client = new ApiClient();

export function isAdminSessionEnd(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401 && (error.code === ADMIN_UNAUTHENTICATED || error.message === PLEASE_AUTHENTICATE);
}

function withToken(options: RequestOptions = {}): RequestOptions {
  const token = adminSession.token();
  return token ? { ...options, headers: { ...options.headers, Authorization: `Bearer ${token}` } } : options;
}

async function signedIn<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isAdminSessionEnd(error)) adminSession.signOut();
    throw error;
  }
}

export const adminClient = {
  get: <TData, TAnswer extends ApiSuccess<TData> = ApiSuccess<TData>>(path: string, options?: RequestOptions) =>
    signedIn(client.get<TData, TAnswer>(path, withToken(options))),
  post: <TData, TAnswer extends ApiSuccess<TData> = ApiSuccess<TData>>(path: string, body: unknown, options?: RequestOptions) =>
    signedIn(client.post<TData, TAnswer>(path, body, withToken(options))),
  patch: <TData, TAnswer extends ApiSuccess<TData> = ApiSuccess<TData>>(path: string, body: unknown, options?: RequestOptions) =>
    signedIn(client.patch<TData, TAnswer>(path, body, withToken(options))),
  /** Forget positions (sign-out, between tests). */
  reset: () => client.reset(),
};

/** Query string of the set values, for list and stats reads. */
export function withQuery(path: string, query: Record<string, string | number | null | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
