// Route guards (spec 000 §2.5). Layout routes around the route tree in router.tsx: they read the current
// user (GET /api/v1/auth, cached by React Query) and either render their child routes or redirect. The
// guards of the signed-out pages ask only when the browser was signed in (lib/signed-in.ts).

import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useCurrentUser, useCurrentUserIfSignedIn } from '../../features/auth/api/get-current-user.js';
import type { Session } from '../../features/auth/api/get-current-user.js';
import { paths } from '../paths.js';
import { accountRedirect, destinationAfterSignIn, type SignInRedirectState } from './session-redirect.js';

function SessionPending() {
  return (
    <div className="session-state" role="status">
      <p className="muted">Loading…</p>
    </div>
  );
}

function SessionFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="session-state inline-error" role="alert">
      <p>Could not check your sign-in. {message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}

/**
 * Sign-in, sign-up, promo sign-up: a signed-in user goes on (OnBoarding, the page they came from, or
 * Dashboard). The session is asked for only when this browser was signed in (lib/signed-in.ts): a
 * visitor who is signed out sends nothing that would answer 401.
 */
export function GuestOnly() {
  const session = useCurrentUserIfSignedIn();
  const location = useLocation();
  if (session.isPending) return <SessionPending />;
  // If the check itself failed the pages stay usable; signing in will tell.
  if (session.data) return <Navigate to={destinationAfterSignIn(session.data, location)} replace />;
  return <Outlet />;
}

/** Signed-in routes: an unauthenticated user goes to sign-in, remembering the page for afterwards. */
export function RequireSession() {
  const session = useCurrentUser();
  const location = useLocation();
  // Seen signed in here, then signed out: that is Log Out (or an expired session), which starts afresh
  // at sign-in rather than coming back to this page.
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (session.data) wasSignedIn.current = true;
  }, [session.data]);

  if (session.data === null) {
    const { pathname, search, hash } = location;
    const state: SignInRedirectState | undefined = wasSignedIn.current ? undefined : { from: { pathname, search, hash } };
    return <Navigate to={paths.signIn} replace state={state} />;
  }
  if (session.data) return <Outlet />;
  if (session.isError) return <SessionFailed message={session.error.message} onRetry={() => void session.refetch()} />;
  return <SessionPending />;
}

/** The session, inside RequireSession (null only for the render in which it ends). */
export function useSession(): Session | null {
  return useCurrentUser().data ?? null;
}

/** The app proper: e-mail verified, business set up, plan current (paths under /settings exempt). */
export function RequireAccount() {
  const session = useSession();
  const location = useLocation();
  if (!session) return null;
  const target = accountRedirect(session, location.pathname);
  return target ? <Navigate to={target} replace /> : <Outlet />;
}

/** Join team: a signed-in user goes to the dashboard instead (000 §2.5); asked as GuestOnly asks. */
export function RedirectSignedIn() {
  const session = useCurrentUserIfSignedIn();
  if (session.isPending) return <SessionPending />;
  if (session.data) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
