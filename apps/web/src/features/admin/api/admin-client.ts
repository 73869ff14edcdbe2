// The admin realm's way to the API: the project's ApiClient (JSON, ApiError, read-your-writes),
// with the admin token as `Authorization: Bearer` on every call. A 401 'Please authenticate' (a
// missing, unknown or expired token, spec 002 §4) signs the admin out, and the guard sends them to
// /admin/login. Other failures keep the server's message, or 'Something went wrong' without one.

import { API_BASE_PATH, ApiClient, ApiError, type ApiSuccess, type RequestOptions } from '../../../lib/api-client.js';
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

/**
 * A file the API sends as an attachment to a signed-in admin (the bulk-invite template), saved
 * under the server's name or `fallbackName`. A plain link cannot carry the bearer token, so it is
 * fetched and handed to the browser as a blob. A refusal throws an ApiError with its message.
 */
export async function downloadAdminFile(path: string, fallbackName: string): Promise<string> {
  const token = adminSession.token();
  const response = await fetch(`${API_BASE_PATH}${path}`, {
    headers: { Accept: 'text/csv, application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) {
    let body: { message?: string; code?: string } = {};
    try {
      body = JSON.parse(await response.text()) as typeof body;
    } catch {
      // not JSON: the generic message below
    }
    const error = new ApiError(response.status, body.message || 'The download failed', body.code || `HTTP_${response.status}`, []);
    if (isAdminSessionEnd(error)) adminSession.signOut();
    throw error;
  }
  const fileName = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const blob = await response.blob();
  if (typeof URL.createObjectURL === 'function') {
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.click();
    URL.revokeObjectURL(url);
  }
  return fileName;
}
