// Which dashboard a user gets, and the full dashboard's opening reads started early: the router calls
// `prefetchDashboard` as soon as it matches '/' and the session is known (lib/routing.ts `prefetch`),
// so the figures are on their way while the page's code downloads and the shell renders.

import type { QueryClient } from '@tanstack/react-query';
import { codes, hasAnyCode, isMicroPlan, isOwnerOrAdmin } from '../../lib/access.js';
import type { ShellUser } from '../../lib/current-user.js';
import { prefetchOpeningReads } from './api.js';

/** Micro plan, or no code 150: the guest dashboard (000 §2.2), which reads nothing. */
export function showsGuestDashboard(user: Parameters<typeof hasAnyCode>[0] & { businessPlan: string | null }): boolean {
  return isMicroPlan(user) || !hasAnyCode(user, [codes.fullDashboard]);
}

/** The full dashboard's reads; a user who gets the guest dashboard reads nothing. */
export function prefetchDashboard(queryClient: QueryClient, user: ShellUser): void {
  if (showsGuestDashboard(user)) return;
  prefetchOpeningReads(queryClient, isOwnerOrAdmin(user));
}
