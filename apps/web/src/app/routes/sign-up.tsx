// SignUp: ?plan=&period= from the pricing page travel with the form; ?referralCode= is kept in the
// browser and shows prefilled and locked (spec 000 §2.4, §4).

import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button.js';
import { SignUpForm } from '../../features/auth/components/sign-up-form.js';
import { rememberReferralCode, storedReferralCode } from '../../features/auth/referral-code.js';
import { paths } from '../paths.js';

export function SignUpRoute() {
  const [query] = useSearchParams();
  const fromLink = query.get('referralCode')?.trim() || null;
  // Read once: the form owns the value from then on.
  const [referralCode] = useState(() => fromLink ?? storedReferralCode());

  useEffect(() => {
    if (fromLink) rememberReferralCode(fromLink);
  }, [fromLink]);

  return (
    <>
      <div className="auth__header">
        <h1>Create your account</h1>
        <p className="muted">Bookkeeping for your business, in minutes.</p>
      </div>
      <SignUpForm plan={query.get('plan') || undefined} period={query.get('period') || undefined} referralCode={referralCode} />
      <GoogleSignInButton label="Sign Up with Google" />
      <p className="auth__footer">
        Already have an account? <Link to={paths.signIn}>Sign in</Link>
      </p>
      <p className="auth__footer muted">
        By signing up you agree to our <Link to={paths.terms}>Terms of service</Link> and <Link to={paths.privacy}>Privacy policy</Link>.
      </p>
    </>
  );
}
