// Forgot password (spec 000 §2.4): ask for reset instructions; on success show the message and go to
// sign-in after 5 seconds.

import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import * as z from 'zod/mini';
import { FLASH_DURATION_MS, useFlashMessage } from '../../../components/alert.js';
import { useRecoverPassword } from '../api/recover-password.js';
import { emailProblem } from '../email.js';
import { AuthForm, EmailField, showServerErrors } from './auth-form.js';
import { checkedBy, useAuthForm } from './auth-schema.js';

const recoverSchema = z.object({ email: checkedBy(emailProblem) });

export function RecoverPasswordForm({ signInPath }: { signInPath: string }) {
  const form = useAuthForm(recoverSchema, { email: '' });
  const flash = useFlashMessage();
  const recoverPassword = useRecoverPassword();
  const navigate = useNavigate();
  const redirectTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(redirectTimer.current), []);

  const onSubmit = ({ email }: z.infer<typeof recoverSchema>) => {
    flash.clear();
    recoverPassword.mutate(
      { email },
      {
        onSuccess: (response) => {
          flash.show({ tone: 'success', text: response.message || 'If the e-mail has an account, reset instructions are on their way.' });
          redirectTimer.current = setTimeout(() => void navigate(signInPath), FLASH_DURATION_MS);
        },
        onError: (failure) => {
          showServerErrors(form, failure, ['email']);
          flash.show({ tone: 'error', text: failure.message });
        },
      },
    );
  };

  return (
    <AuthForm form={form} label="Recover password" onSubmit={onSubmit} flash={flash} busy={recoverPassword.isPending} submitLabel="Send me reset instructions">
      <EmailField form={form} name="email" />
    </AuthForm>
  );
}
