// Forgot password (spec 000 §2.4): ask for reset instructions; on success show the message and go to
// sign-in after 5 seconds.

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, FLASH_DURATION_MS, useFlashMessage } from '../../../components/alert.js';
import { FormField } from '../../../components/form-field.js';
import { useRecoverPassword } from '../api/recover-password.js';
import { emailProblem } from '../email.js';

export function RecoverPasswordForm({ signInPath }: { signInPath: string }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const flash = useFlashMessage();
  const recoverPassword = useRecoverPassword();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (recoverPassword.isPending) return;
    const problem = emailProblem(email);
    setError(problem);
    if (problem) return;

    flash.clear();
    recoverPassword.mutate(
      { email },
      {
        onSuccess: (response) => {
          flash.show({ tone: 'success', text: response.message || 'If the e-mail has an account, reset instructions are on their way.' });
          redirectTimer.current = setTimeout(() => void navigate(signInPath), FLASH_DURATION_MS);
        },
        onError: (failure) => {
          setError(failure.fieldMessage('email'));
          flash.show({ tone: 'error', text: failure.message });
        },
      },
    );
  };

  const busy = recoverPassword.isPending;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Recover password">
      {flash.message && (
        <Alert tone={flash.message.tone} onDismiss={flash.clear}>
          {flash.message.text}
        </Alert>
      )}

      <FormField label="Email" error={error}>
        <input
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(undefined);
          }}
          required
        />
      </FormField>

      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? 'Processing...' : 'Send me reset instructions'}
      </button>
    </form>
  );
}
