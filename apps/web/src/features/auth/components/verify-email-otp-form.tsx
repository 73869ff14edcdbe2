// Verify the e-mail with the one-time code mailed at sign-up (route VerifyEmailOTP). On success the
// user is re-read and the route guard lets them in; the code can be sent again.

import { Button } from '@mantine/core';
import * as z from 'zod/mini';
import { useFlashMessage } from '../../../components/alert.js';
import { useResendOtp, useVerifyEmailOtp } from '../api/verify-email.js';
import { AuthForm, AuthTextField, showServerErrors } from './auth-form.js';
import { filled, useAuthForm } from './auth-schema.js';

const otpSchema = z.object({ otp: filled('Enter the code from the e-mail.') });

export function VerifyEmailOtpForm() {
  const form = useAuthForm(otpSchema, { otp: '' });
  const flash = useFlashMessage();
  const verify = useVerifyEmailOtp();
  const resend = useResendOtp();

  const onSubmit = ({ otp }: z.infer<typeof otpSchema>) => {
    flash.clear();
    verify.mutate(
      { otp },
      {
        onError: (failure) => {
          showServerErrors(form, failure, ['otp']);
          flash.show({ tone: 'error', text: failure.message });
        },
      },
    );
  };

  const onResend = () => {
    flash.clear();
    resend.mutate(undefined, {
      onSuccess: (response) => flash.show({ tone: 'success', text: response.message || 'A new code is on its way.' }),
      onError: (failure) => flash.show({ tone: 'error', text: failure.message }),
    });
  };

  return (
    <AuthForm
      form={form}
      label="Verify e-mail"
      onSubmit={onSubmit}
      flash={flash}
      busy={verify.isPending}
      submitLabel="Verify e-mail"
      footer={
        <Button variant="default" size="md" fullWidth onClick={onResend} disabled={resend.isPending} aria-busy={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </Button>
      }
    >
      <AuthTextField form={form} name="otp" label="Verification code" inputMode="numeric" autoComplete="one-time-code" required />
    </AuthForm>
  );
}
