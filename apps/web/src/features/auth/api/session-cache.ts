// What a session change does to the client's memory: nothing read for one user may show for the next.

import type { QueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';
import { rememberSignedIn } from '../../../lib/signed-in.js';
import { authKeys } from '../auth.keys.js';
import type { Session } from './get-current-user.js';

function isCurrentUserKey(queryKey: readonly unknown[]): boolean {
  const currentUser = authKeys.currentUser();
  return queryKey.length === currentUser.length && currentUser.every((part, index) => queryKey[index] === part);
}

/**
 * Everything but the current-user entry is dropped; that entry is updated in place, so the route guards
 * watching it re-render and send the user on.
 */
function replaceSession(queryClient: QueryClient, session: Session | null): void {
  queryClient.removeQueries({ predicate: (query) => !isCurrentUserKey(query.queryKey) });
  apiClient.reset();
  rememberSignedIn(session !== null);
  queryClient.setQueryData(authKeys.currentUser(), session);
}

export function startSession(queryClient: QueryClient, session: Session): void {
  replaceSession(queryClient, session);
}

export function endSession(queryClient: QueryClient): void {
  replaceSession(queryClient, null);
}

/**
 * Ask the server again (after verifying the e-mail, setting up the business, or a sign-up that started
 * a session, as a provider's invitation does); resolves once refetched. The pages for the signed-out
 * ask only when the browser was signed in: say it may be, and the answer says whether it is.
 */
export function refreshSession(queryClient: QueryClient): Promise<void> {
  rememberSignedIn(true);
  return queryClient.invalidateQueries({ queryKey: authKeys.currentUser() });
}
