// Verify the e-mail with the one-time code mailed at sign-up (route VerifyEmailOTP). On success the
// user is re-read and the route guard lets them in; the code can be sent again.

import { useState, type FormEvent } from 'react';
import { Alert, useFlashMessage } from '../../../components/alert.js';
import { FormField } from '../../../components/form-field.js';
import { useResendOtp, useVerifyEmailOtp } from '../api/verify-email.js';

export function VerifyEmailOtpForm() {
  const [otp, setOtp] = useState('');
  const [error, setError] = useState<string | undefined>();
  const flash = useFlashMessage();
  const verify = useVerifyEmailOtp();
  const resend = useResendOtp();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    if (otp.trim() === '') {
      setError('Enter the code from the e-mail.');
      return;
    }

    flash.clear();
    verify.mutate(
      { otp },
      {
        onError: (failure) => {
          setError(failure.fieldMessage('otp'));
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

  const busy = verify.isPending;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Verify e-mail">
      {flash.message && (
        <Alert tone={flash.message.tone} onDismiss={flash.clear}>
          {flash.message.text}
        </Alert>
      )}

      <FormField label="Verification code" error={error}>
        <input
          type="text"
          name="otp"
          inputMode="numeric"
          autoComplete="one-time-code"
          value={otp}
          onChange={(event) => {
            setOtp(event.target.value);
            setError(undefined);
          }}
          required
        />
      </FormField>

      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? 'Processing...' : 'Verify e-mail'}
      </button>
      <button type="button" className="button button--secondary button--block" onClick={onResend} disabled={resend.isPending} aria-busy={resend.isPending}>
        {resend.isPending ? 'Sending...' : 'Send a new code'}
      </button>
    </form>
  );
}
