// Who is signed in to the admin area: the admin token and the admin user, kept in localStorage (spec
// 002 §3), apart from the business owner's cookie session. Components read it with useAdminSession();
// signing in, out, or a 'Please authenticate' answer (api/admin-client.ts) changes it, and every
// reader, the guard included, renders again.

import { useSyncExternalStore } from 'react';
import type { DataOf } from '../../lib/api-answers.js';

const TOKEN_KEY = 'adminToken';
const USER_KEY = 'adminUser';

/** The signed-in admin as login answered it. */
export type AdminUser = DataOf<'/api/v1/admin/auth/login', 'post'>['admin'];

export interface AdminSession {
  token: string;
  admin: AdminUser;
}

const listeners = new Set<() => void>();
let cached: { token: string | null; user: string | null; session: AdminSession | null } = { token: null, user: null, session: null };

function read(): AdminSession | null {
  let token: string | null;
  let user: string | null;
  try {
    token = localStorage.getItem(TOKEN_KEY);
    user = localStorage.getItem(USER_KEY);
  } catch {
    return null;
  }
  // The same object while storage is unchanged, as useSyncExternalStore requires.
  if (token === cached.token && user === cached.user) return cached.session;
  let session: AdminSession | null = null;
  if (token && user) {
    try {
      session = { token, admin: JSON.parse(user) as AdminUser };
    } catch {
      session = null;
    }
  }
  cached = { token, user, session };
  return session;
}

function emit(): void {
  for (const listener of listeners) listener();
}

export const adminSession = {
  get: read,
  token: (): string | null => read()?.token ?? null,
  signIn(session: AdminSession): void {
    localStorage.setItem(TOKEN_KEY, session.token);
    localStorage.setItem(USER_KEY, JSON.stringify(session.admin));
    emit();
  },
  signOut(): void {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    emit();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab signing in or out.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === USER_KEY || event.key === null) listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

export function useAdminSession(): AdminSession | null {
  return useSyncExternalStore(adminSession.subscribe, read, () => null);
}

export const isStaff = (admin: AdminUser | null | undefined): boolean => admin?.role === 'staff';
