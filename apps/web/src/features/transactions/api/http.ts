// Calls the shared api client does not make (DELETE, PATCH, multipart uploads), with its rules:
// JSON errors become ApiError, and a command's position is remembered for X-Consistent-After.

import { API_BASE_PATH, ApiError, apiClient, type ApiSuccess } from '../../../lib/api-client.js';

const GENERIC_FAILURE = 'Something went wrong. Please try again.';

export async function send<TData>(
  method: 'DELETE' | 'PATCH' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<ApiSuccess<TData>> {
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  let response: Response;
  try {
    response = await fetch(`${API_BASE_PATH}${path}`, {
      method,
      headers: { Accept: 'application/json', ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}), ...headers },
      body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError(0, 'Could not reach the server. Check your connection and try again.', 'NETWORK_ERROR');
  }
  const text = await response.text();
  let payload: Record<string, unknown> | null;
  try {
    payload = text.trim() === '' ? null : (JSON.parse(text) as Record<string, unknown>);
  } catch {
    payload = null;
  }
  if (!response.ok) {
    throw new ApiError(
      response.status,
      typeof payload?.message === 'string' && payload.message ? payload.message : GENERIC_FAILURE,
      typeof payload?.code === 'string' ? payload.code : `HTTP_${response.status}`,
      Array.isArray(payload?.errors) ? (payload.errors as { field: string; message: string }[]) : [],
    );
  }
  const data = payload?.data as { position?: unknown } | undefined;
  if (data && typeof data.position === 'string') apiClient.recordPosition(data.position);
  return (payload ?? { success: true }) as unknown as ApiSuccess<TData>;
}

/** A same-origin link to an API file (CSV, PDF): the session cookie goes with it. */
export function apiUrl(path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}
