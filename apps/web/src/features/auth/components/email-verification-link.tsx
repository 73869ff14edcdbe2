// The link form of e-mail verification (/account/verify/:token): works signed in or out.

import { Link } from 'react-router-dom';
import { Alert } from '../../../components/alert.js';
import { useEmailVerificationLink } from '../api/verify-email.js';

export function EmailVerificationLink({ token, continuePath }: { token: string; continuePath: string }) {
  const verification = useEmailVerificationLink(token);

  if (verification.isPending) {
    return (
      <p className="muted" role="status">
        Verifying your e-mail…
      </p>
    );
  }

  return (
    <div className="stack">
      {verification.isError ? (
        <Alert tone="error">{verification.error.message}</Alert>
      ) : (
        <Alert tone="success">{verification.data.message || 'Your e-mail is verified.'}</Alert>
      )}
      <Link className="button button--primary button--block" to={continuePath}>
        Continue to Ledgerline
      </Link>
    </div>
  );
}
