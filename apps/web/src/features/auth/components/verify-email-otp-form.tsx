// Verify the e-mail with the one-time code mailed at sign-up (route VerifyEmailOTP). On success the
// user is re-read and the route guard lets them in; the code can be sent again.

import { useFlashMessage } from '../../../components/alert.js';
import { FormField } from '../../../components/form-field.js';
import { useResendOtp, useVerifyEmailOtp } from '../api/verify-email.js';
import { AuthForm, serverFieldErrors, useFieldValues } from './auth-form.js';

export function VerifyEmailOtpForm() {
  const { values, errors, setErrors, update } = useFieldValues({ otp: '' });
  const flash = useFlashMessage();
  const verify = useVerifyEmailOtp();
  const resend = useResendOtp();

  const onSubmit = () => {
    const { otp } = values;
    if (otp.trim() === '') {
      setErrors({ otp: 'Enter the code from the e-mail.' });
      return;
    }

    flash.clear();
    verify.mutate(
      { otp },
      {
        onError: (failure) => {
          setErrors(serverFieldErrors(failure, ['otp']));
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
      label="Verify e-mail"
      onSubmit={onSubmit}
      flash={flash}
      busy={verify.isPending}
      submitLabel="Verify e-mail"
      footer={
        <button type="button" className="button button--secondary button--block" onClick={onResend} disabled={resend.isPending} aria-busy={resend.isPending}>
          {resend.isPending ? 'Sending...' : 'Send a new code'}
        </button>
      }
    >
      <FormField label="Verification code" error={errors.otp}>
        <input type="text" name="otp" inputMode="numeric" autoComplete="one-time-code" value={values.otp} onChange={update('otp')} required />
      </FormField>
    </AuthForm>
  );
}
