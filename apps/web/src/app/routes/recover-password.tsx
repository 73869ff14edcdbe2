import { Link } from 'react-router-dom';
import { RecoverPasswordForm } from '../../features/auth/components/recover-password-form.js';
import { paths } from '../paths.js';

export function RecoverPasswordRoute() {
  return (
    <>
      <div className="auth__header">
        <h1>Forgot password</h1>
        <p className="muted">Enter the e-mail you signed up with and we will send you a link to reset your password.</p>
      </div>
      <RecoverPasswordForm signInPath={paths.signIn} />
      <p className="auth__footer">
        <Link to={paths.signIn}>Back to sign in</Link> · <Link to={paths.signUp}>Create an account</Link>
      </p>
    </>
  );
}
