// Create an account (spec 000 §2.4, §5): standard, or promo when a promo code is given. Signed in on
// success; the route guard then goes to OnBoarding.

import { Checkbox, SimpleGrid, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/mini';
import { useFlashMessage } from '../../../components/alert.js';
import { useSignUp } from '../api/sign-up.js';
import { emailProblem, looksDeliverable } from '../email.js';
import { PASSWORD_HINT, passwordProblem } from '../password-rules.js';
import { AuthForm, AuthTextField, EmailField, PasswordField, showServerErrors } from './auth-form.js';
import { checkedBy, filled, useAuthForm } from './auth-schema.js';

/** 000 §4: unchecked, validating, valid, invalid; re-checked on every change of the e-mail. */
export type EmailValidity = null | 'validating' | 'valid' | 'invalid';

export const CONFIRM_UNVERIFIED_LABEL = "We couldn't validate your email, check this box to proceed";
export const CONFIRM_UNVERIFIED_MESSAGE = 'You need to confirm unverified email to proceed';
const EMAIL_CHECK_DELAY_MS = 400;

/** The e-mail's validity, checked a moment after the typing stops. */
function useEmailValidity(email: string): EmailValidity {
  const [validity, setValidity] = useState<EmailValidity>(null);
  useEffect(() => {
    if (email.trim() === '') {
      setValidity(null);
      return;
    }
    setValidity('validating');
    const timer = setTimeout(() => setValidity(looksDeliverable(email) ? 'valid' : 'invalid'), EMAIL_CHECK_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email]);
  return validity;
}

const VALIDITY_ICONS: Record<Exclude<EmailValidity, null>, { text: string; label: string; color: string }> = {
  validating: { text: '…', label: 'Checking the e-mail', color: 'dimmed' },
  valid: { text: '✓', label: 'E-mail looks valid', color: 'green.7' },
  invalid: { text: '✗', label: 'E-mail could not be validated', color: 'red.7' },
};

function ValidityIcon({ validity }: { validity: EmailValidity }) {
  if (!validity) return null;
  const { text, label, color } = VALIDITY_ICONS[validity];
  return (
    <Text span fw={700} c={color} role="img" aria-label={label} data-validity={validity}>
      {text}
    </Text>
  );
}

const signUpSchema = z.object({
  firstName: filled('Enter your first name.'),
  lastName: filled('Enter your last name.'),
  email: checkedBy(emailProblem),
  password: checkedBy(passwordProblem),
  referralCode: z.string(),
});
type FormValues = z.infer<typeof signUpSchema>;

const FIELD_NAMES: readonly (keyof FormValues)[] = ['firstName', 'lastName', 'email', 'password', 'referralCode'];

export interface SignUpFormProps {
  /** Plan and billing period chosen on the pricing page, sent as they came. */
  plan?: string;
  period?: string;
  /** Promo sign-up: sent as promoCode, and there is no referral field. */
  promoCode?: string;
  /** A stored referral code: shown prefilled and locked. */
  referralCode?: string | null;
}

export function SignUpForm({ plan, period, promoCode, referralCode }: SignUpFormProps) {
  const isPromo = promoCode !== undefined;
  const form = useAuthForm(signUpSchema, { firstName: '', lastName: '', email: '', password: '', referralCode: referralCode ?? '' });
  const flash = useFlashMessage();
  const signUp = useSignUp();
  const emailValidity = useEmailValidity(useWatch({ control: form.control, name: 'email' }));
  const [confirmUnverified, setConfirmUnverified] = useState(false);

  const onSubmit = (values: FormValues) => {
    // The same check as the icon's, done now: the icon may still be waiting for the typing to stop.
    if (!looksDeliverable(values.email) && !confirmUnverified) {
      flash.show({ tone: 'error', text: CONFIRM_UNVERIFIED_MESSAGE });
      return;
    }

    flash.clear();
    signUp.mutate(
      {
        firstName: values.firstName,
        lastName: values.lastName,
        email: values.email,
        password: values.password,
        ...(isPromo ? { promoCode } : { referralCode: values.referralCode }),
        plan,
        period,
      },
      {
        onError: (error) => {
          showServerErrors(form, error, FIELD_NAMES);
          flash.show({ tone: 'error', text: error.message });
        },
      },
    );
  };

  return (
    <AuthForm form={form} label="Sign up" onSubmit={onSubmit} flash={flash} busy={signUp.isPending} submitLabel="Sign up">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <AuthTextField form={form} name="firstName" label="First name" autoComplete="given-name" required />
        <AuthTextField form={form} name="lastName" label="Last name" autoComplete="family-name" required />
      </SimpleGrid>

      <EmailField form={form} name="email" rightSection={<ValidityIcon validity={emailValidity} />} />
      {emailValidity === 'invalid' && (
        <Checkbox label={CONFIRM_UNVERIFIED_LABEL} checked={confirmUnverified} onChange={(event) => setConfirmUnverified(event.currentTarget.checked)} />
      )}

      <PasswordField form={form} name="password" label="Password" autoComplete="new-password" hint={PASSWORD_HINT} />

      {!isPromo && (
        <AuthTextField
          form={form}
          name="referralCode"
          label="Referral code (optional)"
          autoComplete="off"
          readOnly={Boolean(referralCode)}
          hint={referralCode ? 'Applied from your invitation link.' : undefined}
        />
      )}

      {/* Hidden, as the spec has them: what the pricing page chose. The body above carries them. */}
      <input type="hidden" name="plan" value={plan ?? ''} />
      <input type="hidden" name="period" value={period ?? ''} />
    </AuthForm>
  );
}
