// Where Google sends the browser back (?code&state, or ?error when the user cancelled): posts the code
// and state once; the guest-only guard then goes on to OnBoarding or the Dashboard (000 §4).

import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert.js';
import { useCompleteGoogleSignIn } from '../../features/auth/api/google-sign-in.js';
import { paths } from '../paths.js';

const CANCELLED = 'Google sign-in was cancelled. Sign in with Google again, or with your e-mail.';
const INCOMPLETE = 'Google did not send a sign-in back. Start again from the sign-in page.';

export function GoogleCallbackRoute() {
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const providerError = params.get('error');
  const complete = useCompleteGoogleSignIn();
  // A code can be redeemed once: never post it twice (StrictMode runs effects twice).
  const posted = useRef(false);

  useEffect(() => {
    if (posted.current || providerError || !code || !state) return;
    posted.current = true;
    complete.mutate({ code, state });
  }, [code, state, providerError, complete]);

  const problem = providerError ? CANCELLED : !code || !state ? INCOMPLETE : complete.error?.message;

  return (
    <>
      <div className="auth__header">
        <h1>Sign in with Google</h1>
      </div>
      {problem ? (
        <>
          <Alert tone="error">{problem}</Alert>
          <p className="auth__footer">
            <Link to={paths.signIn}>Back to sign in</Link>
          </p>
        </>
      ) : (
        <p className="muted" role="status">
          Signing you in…
        </p>
      )}
    </>
  );
}
