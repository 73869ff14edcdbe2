import { Link } from 'react-router-dom';
import { GoogleSignInButton } from '../../features/auth/components/google-sign-in-button.js';
import { SignInForm } from '../../features/auth/components/sign-in-form.js';
import { paths } from '../paths.js';

export function SignInRoute() {
  return (
    <>
      <div className="auth__header">
        <h1>Sign in</h1>
        <p className="muted">Welcome back. Sign in to your business.</p>
      </div>
      <SignInForm recoverPasswordPath={paths.recoverPassword} />
      <GoogleSignInButton />
      <p className="auth__footer">
        New to Ledgerline? <Link to={paths.signUp}>Create an account</Link>
      </p>
    </>
  );
}
