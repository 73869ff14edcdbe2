// Route guard rules (spec 000 §2.5, §4) as plain functions of the session and the path.

import type { Location } from 'react-router-dom';
import type { Session } from '../../features/auth/api/get-current-user.js';
import { paths } from '../paths.js';

/** Where a signed-in user may not go yet, the page they must see first; null when they may go on. */
export function accountRedirect(session: Session, pathname: string): string | null {
  if (!session.user.emailVerifiedAt) return paths.verifyEmail;
  if (session.needsOnboarding) return paths.onBoarding;
  if (session.user.isPlanExpired && !isOpenWithExpiredPlan(pathname)) {
    return session.user.firstTimeSubscription ? paths.completeOrder : paths.plan;
  }
  return null;
}

/** Settings, the plans, CompleteOrder, and the page the card provider sends a payment back to (it renews the plan). */
function isOpenWithExpiredPlan(pathname: string): boolean {
  return (
    pathname === paths.settings ||
    pathname.startsWith(`${paths.settings}/`) ||
    pathname === paths.plan ||
    pathname === paths.completeOrder ||
    pathname === paths.paymentProcess
  );
}

/** What RequireSession puts in the location state when it sends someone to sign in. */
export interface SignInRedirectState {
  from: Pick<Location, 'pathname' | 'search' | 'hash'>;
}

function isRedirectState(state: unknown): state is SignInRedirectState {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'object' && from !== null && typeof (from as { pathname?: unknown }).pathname === 'string';
}

/**
 * Where a user who has just signed in (or was already signed in) goes from a sign-in page: OnBoarding
 * while there is no business, carrying the chosen plan and period; else the page they were sent away
 * from; else the dashboard.
 */
export function destinationAfterSignIn(session: Session, location: Pick<Location, 'search' | 'state'>): string | SignInRedirectState['from'] {
  if (session.needsOnboarding) {
    const query = new URLSearchParams(location.search);
    const carried = new URLSearchParams();
    for (const key of ['plan', 'period']) {
      const value = query.get(key);
      if (value) carried.set(key, value);
    }
    const search = carried.toString();
    return search ? `${paths.onBoarding}?${search}` : paths.onBoarding;
  }
  if (isRedirectState(location.state)) {
    const { pathname, search = '', hash = '' } = location.state.from;
    return { pathname, search, hash };
  }
  return paths.dashboard;
}
