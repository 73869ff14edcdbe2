import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from '../../components/alert.js';
import { ResetPasswordForm } from '../../features/auth/components/reset-password-form.js';
import { paths } from '../paths.js';

/** ResetPassword: the e-mailed link carries ?email=…&token=…. */
export function ResetPasswordRoute() {
  const [query] = useSearchParams();
  const email = query.get('email')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';

  return (
    <>
      <div className="auth__header">
        <h1>Reset password</h1>
      </div>
      {email && token ? (
        <ResetPasswordForm email={email} token={token} signInPath={paths.signIn} />
      ) : (
        <Alert tone="error">This reset link is incomplete. Ask for a new one below.</Alert>
      )}
      <p className="auth__footer">
        <Link to={paths.recoverPassword}>Send me a new link</Link> · <Link to={paths.signIn}>Back to sign in</Link>
      </p>
    </>
  );
}
