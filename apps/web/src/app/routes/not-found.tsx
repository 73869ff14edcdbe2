import { Link } from 'react-router-dom';
import { paths } from '../paths.js';

export function NotFoundRoute() {
  return (
    <div className="empty-page">
      <h1>Page not found</h1>
      <p className="muted">The page you asked for does not exist or has moved.</p>
      <Link className="button button--secondary" to={paths.dashboard}>
        Back to the dashboard
      </Link>
    </div>
  );
}
