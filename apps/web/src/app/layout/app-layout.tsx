// The shell around every page: menu on the left, business name on top, the page in the middle.

import { NavLink, Outlet } from 'react-router-dom';
import { paths } from '../paths.js';

const BUSINESS_NAME = 'Demo Business'; // until sign-in tells us which business the session acts for

function menuLinkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'menu__link menu__link--active' : 'menu__link';
}

export function AppLayout() {
  return (
    <div className="shell">
      <aside className="shell__sidebar">
        <div className="brand">
          <span className="brand__mark" aria-hidden="true">
            L
          </span>
          Ledgerline
        </div>
        <nav className="menu" aria-label="Main menu">
          <NavLink to={paths.dashboard} end className={menuLinkClass}>
            Dashboard
          </NavLink>
          <p className="menu__group">Transactions</p>
          <NavLink to={paths.createMoneyInTransaction} className={menuLinkClass}>
            Money in
          </NavLink>
        </nav>
      </aside>
      <div className="shell__main">
        <header className="topbar">
          <span className="topbar__business">{BUSINESS_NAME}</span>
        </header>
        <main className="page">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
