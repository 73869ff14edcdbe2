// Reset password from the e-mailed link (/reset-password?email=…&token=…, spec 000 §2.4). On load it
// asks the server about the e-mail; on success it shows the message and goes to sign-in after 5 seconds.
// Both fields are required; whether they match is the server's to say (spec 000 §5).

import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, FLASH_DURATION_MS, useFlashMessage } from '../../../components/alert.js';
import { FormField } from '../../../components/form-field.js';
import { PasswordInput } from '../../../components/password-input.js';
import { useResetPassword, useResetPasswordInfo } from '../api/reset-password.js';

interface FieldErrors {
  password?: string;
  confirmPassword?: string;
}

export function ResetPasswordForm({ email, token, signInPath }: { email: string; token: string; signInPath: string }) {
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const flash = useFlashMessage();
  const info = useResetPasswordInfo(email);
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (resetPassword.isPending) return;
    const checked: FieldErrors = {
      password: password === '' ? 'Enter a new password.' : undefined,
      confirmPassword: confirmPassword === '' ? 'Enter the new password again.' : undefined,
    };
    setErrors(checked);
    if (checked.password || checked.confirmPassword) return;

    flash.clear();
    resetPassword.mutate(
      { email, resetToken: token, password, confirmPassword },
      {
        onSuccess: (response) => {
          flash.show({ tone: 'success', text: response.message || 'Your password has been reset. You can sign in now.' });
          redirectTimer.current = setTimeout(() => void navigate(signInPath), FLASH_DURATION_MS);
        },
        onError: (error) => {
          setErrors({ password: error.fieldMessage('password'), confirmPassword: error.fieldMessage('confirmPassword') });
          flash.show({ tone: 'error', text: error.message });
        },
      },
    );
  };

  const busy = resetPassword.isPending;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Reset password">
      {info.isError && <Alert tone="error">{info.error.message}</Alert>}
      {flash.message && (
        <Alert tone={flash.message.tone} onDismiss={flash.clear}>
          {flash.message.text}
        </Alert>
      )}

      <p className="muted">
        Choose a new password for <strong>{info.data?.email ?? email}</strong>.
      </p>

      <FormField label="New Password" error={errors.password}>
        <PasswordInput
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
          required
        />
      </FormField>

      <FormField label="Confirm Password" error={errors.confirmPassword}>
        <PasswordInput
          name="confirmPassword"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => {
            setConfirmPassword(event.target.value);
            setErrors((current) => ({ ...current, confirmPassword: undefined }));
          }}
          required
        />
      </FormField>

      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? 'PROCESSING...' : 'RESET PASSWORD'}
      </button>
    </form>
  );
}
