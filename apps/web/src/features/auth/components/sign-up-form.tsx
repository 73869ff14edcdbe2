// Create an account (spec 000 §2.4, §5): standard, or promo when a promo code is given. Signed in on
// success; the route guard then goes to OnBoarding.

import { useEffect, useState } from 'react';
import { useFlashMessage } from '../../../components/alert.js';
import { FormField } from '../../../components/form-field.js';
import { useSignUp } from '../api/sign-up.js';
import { emailProblem, looksDeliverable } from '../email.js';
import { PASSWORD_HINT, passwordProblem } from '../password-rules.js';
import { AuthForm, EmailField, PasswordField, serverFieldErrors, useFieldValues, type FieldErrors } from './auth-form.js';

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

const VALIDITY_ICONS: Record<Exclude<EmailValidity, null>, { text: string; label: string; className: string }> = {
  validating: { text: '…', label: 'Checking the e-mail', className: 'email-validity email-validity--checking' },
  valid: { text: '✓', label: 'E-mail looks valid', className: 'email-validity email-validity--valid' },
  invalid: { text: '✗', label: 'E-mail could not be validated', className: 'email-validity email-validity--invalid' },
};

interface FormValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  referralCode: string;
}

const FIELD_NAMES: readonly (keyof FormValues)[] = ['firstName', 'lastName', 'email', 'password', 'referralCode'];

function validate(values: FormValues): FieldErrors<keyof FormValues> {
  return {
    firstName: values.firstName.trim() === '' ? 'Enter your first name.' : undefined,
    lastName: values.lastName.trim() === '' ? 'Enter your last name.' : undefined,
    email: emailProblem(values.email),
    password: passwordProblem(values.password),
  };
}

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
  const { values, errors, setErrors, update } = useFieldValues<FormValues>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    referralCode: referralCode ?? '',
  });
  const flash = useFlashMessage();
  const signUp = useSignUp();
  const emailValidity = useEmailValidity(values.email);
  const [confirmUnverified, setConfirmUnverified] = useState(false);

  const onSubmit = () => {
    const checked = validate(values);
    setErrors(checked);
    if (Object.values(checked).some(Boolean)) return;
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
          setErrors(serverFieldErrors(error, FIELD_NAMES));
          flash.show({ tone: 'error', text: error.message });
        },
      },
    );
  };

  return (
    <AuthForm label="Sign up" onSubmit={onSubmit} flash={flash} busy={signUp.isPending} submitLabel="Sign up">
      <div className="form__row">
        <FormField label="First name" error={errors.firstName}>
          <input type="text" name="firstName" autoComplete="given-name" value={values.firstName} onChange={update('firstName')} required />
        </FormField>
        <FormField label="Last name" error={errors.lastName}>
          <input type="text" name="lastName" autoComplete="family-name" value={values.lastName} onChange={update('lastName')} required />
        </FormField>
      </div>

      <EmailField
        value={values.email}
        error={errors.email}
        onChange={update('email')}
        adornment={
          emailValidity && (
            <span className={VALIDITY_ICONS[emailValidity].className} role="img" aria-label={VALIDITY_ICONS[emailValidity].label} data-validity={emailValidity}>
              {VALIDITY_ICONS[emailValidity].text}
            </span>
          )
        }
      />
      {emailValidity === 'invalid' && (
        <label className="checkbox">
          <input type="checkbox" checked={confirmUnverified} onChange={(event) => setConfirmUnverified(event.target.checked)} /> {CONFIRM_UNVERIFIED_LABEL}
        </label>
      )}

      <PasswordField
        label="Password"
        name="password"
        autoComplete="new-password"
        value={values.password}
        error={errors.password}
        hint={PASSWORD_HINT}
        onChange={update('password')}
      />

      {!isPromo && (
        <FormField label="Referral code (optional)" error={errors.referralCode} hint={referralCode ? 'Applied from your invitation link.' : undefined}>
          <input
            type="text"
            name="referralCode"
            autoComplete="off"
            value={values.referralCode}
            onChange={update('referralCode')}
            readOnly={Boolean(referralCode)}
          />
        </FormField>
      )}

      {/* Hidden, as the spec has them: what the pricing page chose. The body above carries them. */}
      <input type="hidden" name="plan" value={plan ?? ''} />
      <input type="hidden" name="period" value={period ?? ''} />
    </AuthForm>
  );
}
