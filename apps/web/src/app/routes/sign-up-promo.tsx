// Promo sign-up (/sign-up/promo/:code, or ?code=): plan small, period monthly; the code is sent as
// promoCode and there is no referral field (spec 000 §2.4). Without a code, the standard sign-up.

import { useEffect } from 'react';
import { Link, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { SignUpForm } from '../../features/auth/components/sign-up-form.js';
import { rememberReferralCode } from '../../features/auth/referral-code.js';
import { paths } from '../paths.js';

export const PROMO_DEFAULT_PLAN = 'small';
export const PROMO_DEFAULT_PERIOD = 'monthly';

export function SignUpPromoRoute() {
  const params = useParams();
  const [query] = useSearchParams();
  const code = (params.code ?? query.get('code') ?? '').trim();
  const referralCode = query.get('referralCode')?.trim() || null;

  // Not sent with a promo sign-up, but kept for a standard one later, as any referral link does.
  useEffect(() => {
    if (referralCode) rememberReferralCode(referralCode);
  }, [referralCode]);

  // The spec sends a code-less visitor to the marketing site's pricing page; ours is the standard sign-up.
  if (code === '') return <Navigate to={paths.signUp} replace />;

  return (
    <>
      <div className="auth__header">
        <h1>Accounting made easy</h1>
        <p className="muted">Create your account with promo code {code}.</p>
      </div>
      <SignUpForm promoCode={code} plan={PROMO_DEFAULT_PLAN} period={PROMO_DEFAULT_PERIOD} />
      <p className="auth__footer">
        Already have an account? <Link to={paths.signIn}>Sign in</Link>
      </p>
    </>
  );
}
