// Whether this browser was signed in when it last knew: the spec's signed-in flag "kept in
// persistent storage" (000 §3, 002 §4). The session itself is the httpOnly cookie, which the page
// cannot read (docs/sessions.md); this flag only says whether asking the server is worth it.
//
// The pages for the signed-out (sign-in, sign-up, join team, a provider's invitation) send a user
// who is signed in on (000 §2.5), so they must know. Asking GET /auth of a visitor who is signed out
// answers 401, which the browser logs as an error in the console on the sign-in page itself; so those
// pages ask only when the flag is up. Every answer of GET /auth sets it right (features/auth), and so
// do signing in, up and out; a browser without storage always asks, as before the flag.

import { useSyncExternalStore } from 'react';

const KEY = 'ledgerline.signed-in';

const listeners = new Set<() => void>();

/** True when this browser was signed in the last time it knew (or cannot remember: then ask). */
export function wasSignedIn(): boolean {
  try {
    return window.localStorage.getItem(KEY) === '1';
  } catch {
    return true;
  }
}

/** Remembers that this browser is signed in (a session began or GET /auth answered a user), or not. */
export function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) window.localStorage.setItem(KEY, '1');
    else window.localStorage.removeItem(KEY);
  } catch {
    // No storage (a locked-down browser): wasSignedIn() answers true, and the pages ask as before.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab signing in or out changes it too.
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** wasSignedIn(), re-rendering when it changes (here or in another tab). */
export function useWasSignedIn(): boolean {
  return useSyncExternalStore(subscribe, wasSignedIn, () => false);
}
