// The shell around every signed-in page: menu on the left, the business and Log Out on top, the page in the middle.

import { NavLink, Outlet } from 'react-router-dom';
import { SignOutButton } from '../../features/auth/components/sign-out-button.js';
import { useSession } from '../guards/guards.js';
import { paths } from '../paths.js';

function menuLinkClass({ isActive }: { isActive: boolean }) {
  return isActive ? 'menu__link menu__link--active' : 'menu__link';
}

export function AppLayout() {
  const session = useSession();
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
          <span className="topbar__business">{session?.user.org ?? ''}</span>
          <div className="topbar__user">
            {session && <span className="topbar__name muted">{session.user.user}</span>}
            <SignOutButton />
          </div>
        </header>
        <main className="page">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
