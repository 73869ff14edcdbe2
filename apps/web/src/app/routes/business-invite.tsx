// BusinessInvite (/business/invite?email&hash): the link of a provider admin's bulk invite (spec 002
// §4, §8, §9; docs/admin.md "Business invites"). It checks the link first: unknown, used or
// incomplete, the server's message on the not-found page. Then the invited person signs up with
// their business; the server starts the session, and they go on to OnBoarding (which sends an owner
// who has a business on to GetStarted).
//
// The page is its own guard: someone already signed in goes to the dashboard, as on the join-team
// link (000 §2.5), while the session this page's sign-up starts goes to OnBoarding; a layout guard
// around the page could not tell the two apart.

import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { Link, Navigate, useSearchParams } from 'react-router-dom';
import { useAcceptBusinessInvite, useBusinessInvite } from '../../features/auth/api/business-invite.js';
import { useCurrentUserIfSignedIn } from '../../features/auth/api/get-current-user.js';
import { BusinessInviteForm } from '../../features/auth/components/business-invite-form.js';
import { ApiError } from '../../lib/api-client.js';
import type { NotFoundState } from '../../lib/paths.js';
import { paths } from '../paths.js';

export function BusinessInviteRoute() {
  const [search] = useSearchParams();
  const email = search.get('email') ?? '';
  const hash = search.get('hash') ?? '';
  // Asked only when this browser was signed in (lib/signed-in.ts); the sign-up here raises the flag.
  const session = useCurrentUserIfSignedIn();
  const invite = useBusinessInvite(email, hash);
  const accept = useAcceptBusinessInvite(email, hash);

  // The session arrives while the sign-up is still pending (it waits for it), so both count as "signed up here".
  if (session.data) return <Navigate to={accept.isPending || accept.isSuccess ? paths.onBoarding : paths.dashboard} replace />;
  if (invite.error instanceof ApiError && invite.error.status === 404) {
    return <Navigate to={paths.notFound} replace state={{ message: invite.error.message } satisfies NotFoundState} />;
  }

  return (
    <>
      <div className="auth__header">
        <h1>Accept your invitation</h1>
        {invite.data && (
          <p className="muted">
            Sign up to keep the books of {invite.data.businessName} on the {invite.data.planName}.
          </p>
        )}
      </div>
      {/* A failed session check leaves the page usable, as on the sign-up page: the sign-up will tell. */}
      {invite.isPending || session.isPending ? (
        <Stack aria-busy="true" aria-label="Checking the invitation">
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
          <Skeleton h={36} />
        </Stack>
      ) : invite.isError ? (
        <Stack>
          <Alert color="red" role="alert" title="Could not check the invitation">
            {invite.error.message}
          </Alert>
          <Button variant="default" onClick={() => void invite.refetch()}>
            Try again
          </Button>
        </Stack>
      ) : (
        <BusinessInviteForm invite={invite.data} accept={accept} />
      )}
      <p className="auth__footer">
        Already have an account? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </>
  );
}
