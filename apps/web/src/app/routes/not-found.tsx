import { Alert } from '@mantine/core';
import { Link, useLocation } from 'react-router-dom';
import type { NotFoundState } from '../../lib/paths.js';
import { paths } from '../paths.js';

function messageOf(state: unknown): string | null {
  const message = (state as Partial<NotFoundState> | null)?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

export function NotFoundRoute() {
  const message = messageOf(useLocation().state);
  return (
    <div className="empty-page">
      {message && (
        <Alert color="red" role="alert" mb="md">
          {message}
        </Alert>
      )}
      <h1>Page not found</h1>
      <p className="muted">The page you asked for does not exist or has moved.</p>
      <Link className="button button--secondary" to={paths.dashboard}>
        Back to the dashboard
      </Link>
    </div>
  );
}
