import { Navigate } from 'react-router-dom';
import { VerifyEmailOtpForm } from '../../features/auth/components/verify-email-otp-form.js';
import { SignOutButton } from '../../features/auth/components/sign-out-button.js';
import { useSession } from '../guards/guards.js';
import { paths } from '../paths.js';
import { isOwnerOrAdmin } from '../../lib/access.js';

/**
 * VerifyEmailOTP: signed in, e-mail not yet verified. Once verified, on to the app: an owner or admin
 * to the Get started checklist, where on-boarding meant to land them (it sent them here first).
 */
export function VerifyEmailRoute() {
  const session = useSession();
  if (!session) return null;
  if (session.user.emailVerifiedAt) return <Navigate to={isOwnerOrAdmin(session.user) ? paths.getStarted : paths.dashboard} replace />;

  return (
    <>
      <div className="auth__header">
        <h1>Verify your e-mail</h1>
        <p className="muted">
          We sent a code to <strong>{session.user.email}</strong>. Enter it below, or open the link in that e-mail.
        </p>
      </div>
      <VerifyEmailOtpForm />
      <div className="auth__footer">
        <span className="muted">Wrong account?</span> <SignOutButton className="button-link" />
      </div>
    </>
  );
}
