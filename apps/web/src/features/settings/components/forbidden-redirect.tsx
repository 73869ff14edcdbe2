// A 403 on the team, bank account, organisation or get-started calls sends the user to Settings
// (000 §6): their role changed while the page was open.

import { Navigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client.js';
import { paths } from '../../../lib/paths.js';

export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}

export function ToSettings() {
  return <Navigate to={paths.settings} replace />;
}
