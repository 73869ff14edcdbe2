// The shell of the pages around signing in: the brand and one centred panel, no menu.

import { Outlet } from 'react-router-dom';

export function AuthLayout() {
  return (
    <div className="auth">
      <main className="auth__panel">
        <div className="brand brand--on-light">
          <span className="brand__mark" aria-hidden="true">
            L
          </span>
          Ledgerline
        </div>
        <Outlet />
      </main>
    </div>
  );
}
