// Reset password from the e-mailed link (/reset-password?email=…&token=…, spec 000 §2.4). On load it
// asks the server about the e-mail; on success it shows the message and goes to sign-in after 5 seconds.
// Both fields are required; whether they match is the server's to say (spec 000 §5).

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, FLASH_DURATION_MS, useFlashMessage } from '../../../components/alert.js';
import { useResetPassword, useResetPasswordInfo } from '../api/reset-password.js';
import { AuthForm, PasswordField, serverFieldErrors, useFieldValues } from './auth-form.js';

export function ResetPasswordForm({ email, token, signInPath }: { email: string; token: string; signInPath: string }) {
  const { values, errors, setErrors, update } = useFieldValues({ password: '', confirmPassword: '' });
  const flash = useFlashMessage();
  const info = useResetPasswordInfo(email);
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = () => {
    const { password, confirmPassword } = values;
    const checked = {
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
          setErrors(serverFieldErrors(error, ['password', 'confirmPassword']));
          flash.show({ tone: 'error', text: error.message });
        },
      },
    );
  };

  return (
    <AuthForm
      label="Reset password"
      onSubmit={onSubmit}
      flash={flash}
      busy={resetPassword.isPending}
      submitLabel="RESET PASSWORD"
      busyLabel="PROCESSING..."
      notice={info.isError && <Alert tone="error">{info.error.message}</Alert>}
    >
      <p className="muted">
        Choose a new password for <strong>{info.data?.email ?? email}</strong>.
      </p>

      <PasswordField
        label="New Password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        onChange={update('password')}
      />
      <PasswordField
        label="Confirm Password"
        name="confirmPassword"
        autoComplete="new-password"
        value={values.confirmPassword}
        error={errors.confirmPassword}
        onChange={update('confirmPassword')}
      />
    </AuthForm>
  );
}
