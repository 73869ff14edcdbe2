import { useParams } from 'react-router-dom';
import { EmailVerificationLink } from '../../features/auth/components/email-verification-link.js';
import { paths } from '../paths.js';

/** /account/verify/:token, opened from the e-mail; works signed in or out. */
export function VerifyEmailLinkRoute() {
  const { token = '' } = useParams();
  return (
    <>
      <div className="auth__header">
        <h1>Verify your e-mail</h1>
      </div>
      <EmailVerificationLink token={token} continuePath={paths.dashboard} />
    </>
  );
}
