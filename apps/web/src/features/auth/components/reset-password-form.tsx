// Reset password from the e-mailed link (/reset-password?email=…&token=…, spec 000 §2.4). On load it
// asks the server about the e-mail; on success it shows the message and goes to sign-in after 5 seconds.
// Both fields are required; whether they match is the server's to say (spec 000 §5).

import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { Alert, FLASH_DURATION_MS, useFlashMessage } from '../../../components/alert.js';
import { useResetPassword, useResetPasswordInfo } from '../api/reset-password.js';
import { AuthForm, PasswordField, showServerErrors } from './auth-form.js';
import { given, useAuthForm } from './auth-schema.js';

const resetSchema = z.object({
  password: given('Enter a new password.'),
  confirmPassword: given('Enter the new password again.'),
});

export function ResetPasswordForm({ email, token, signInPath }: { email: string; token: string; signInPath: string }) {
  const form = useAuthForm(resetSchema, { password: '', confirmPassword: '' });
  const flash = useFlashMessage();
  const info = useResetPasswordInfo(email);
  const resetPassword = useResetPassword();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = ({ password, confirmPassword }: z.infer<typeof resetSchema>) => {
    flash.clear();
    resetPassword.mutate(
      { email, resetToken: token, password, confirmPassword },
      {
        onSuccess: (response) => {
          flash.show({ tone: 'success', text: response.message || 'Your password has been reset. You can sign in now.' });
          redirectTimer.current = setTimeout(() => void navigate(signInPath), FLASH_DURATION_MS);
        },
        onError: (error) => {
          showServerErrors(form, error, ['password', 'confirmPassword']);
          flash.show({ tone: 'error', text: error.message });
        },
      },
    );
  };

  return (
    <AuthForm
      form={form}
      label="Reset password"
      onSubmit={onSubmit}
      flash={flash}
      busy={resetPassword.isPending}
      submitLabel="RESET PASSWORD"
      busyLabel="PROCESSING..."
      notice={info.isError && <Alert tone="error">{info.error.message}</Alert>}
    >
      <Text c="dimmed">
        Choose a new password for <strong>{info.data?.email ?? email}</strong>.
      </Text>

      <PasswordField form={form} name="password" label="New Password" autoComplete="new-password" />
      <PasswordField form={form} name="confirmPassword" label="Confirm Password" autoComplete="new-password" />
    </AuthForm>
  );
}
