// Links to API files (CSV exports, PDFs, templates): plain same-origin GETs, so the browser
// downloads them with the session cookie.

import { API_BASE_PATH } from '../../../lib/api-client.js';

/** A same-origin link to an API file (CSV, PDF): the session cookie goes with it. */
export function apiUrl(path: string, query: Record<string, string | undefined> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value) params.set(name, value);
  const search = params.toString();
  return `${API_BASE_PATH}${path}${search ? `?${search}` : ''}`;
}
