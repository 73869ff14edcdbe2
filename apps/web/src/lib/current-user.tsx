// The signed-in user and business for any screen inside the shell, without importing the auth
// feature: the shell (app/layout/app-layout.tsx) provides it.
//
//   const user = useCurrentUserInShell();  hasAnyCode(user, [codes.profitAndLoss])

import { createContext, useContext, type ReactNode } from 'react';
import type { Access } from './access.js';
import type { DataOf } from './api-answers.js';
import type { TourStatuses } from './tours.js';

/**
 * What screens inside the shell read of the signed-in user: GET /auth's answer, its business
 * (org, orgId) and plan (isPlanExpired: the guard lets the user only into /settings and the plan
 * pages), and each guided tour's status (lib/tours.ts; absent, no tour runs).
 */
export type ShellUser = Access &
  Pick<
    DataOf<'/api/v1/auth', 'get'>,
    | 'userId'
    | 'firstName'
    | 'user'
    | 'email'
    | 'org'
    | 'orgId'
    | 'companyImage'
    | 'typeOfBusiness'
    | 'bankAccountName'
    | 'bankAccountNumber'
    | 'bankName'
    | 'isSubBusiness'
    | 'isPlanExpired'
  > & { tours?: TourStatuses };

const CurrentUserContext = createContext<ShellUser | null>(null);

export function CurrentUserProvider({ user, children }: { user: ShellUser; children: ReactNode }) {
  return <CurrentUserContext.Provider value={user}>{children}</CurrentUserContext.Provider>;
}

/** The signed-in user inside the shell, or null outside it (components that also render elsewhere). */
export function useCurrentUserIfInShell(): ShellUser | null {
  return useContext(CurrentUserContext);
}

/** The signed-in user; only inside the signed-in shell. */
export function useCurrentUserInShell(): ShellUser {
  const user = useContext(CurrentUserContext);
  if (!user) throw new Error('useCurrentUserInShell is for screens inside the signed-in shell');
  return user;
}
