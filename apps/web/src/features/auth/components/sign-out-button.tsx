import { useSignOut } from '../api/sign-out.js';

/** Log Out: ends the session and clears the cache; the route guard then shows sign-in. */
export function SignOutButton({ className = 'button button--secondary' }: { className?: string }) {
  const signOut = useSignOut();
  return (
    <button type="button" className={className} onClick={() => signOut.mutate()} disabled={signOut.isPending} aria-busy={signOut.isPending}>
      {signOut.isPending ? 'Logging out...' : 'Log Out'}
    </button>
  );
}
