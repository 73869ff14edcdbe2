// OnBoarding: set up the business after sign-up (POST /auth/setup-org). On success the user is re-read
// with their business and the route guard moves on. A 403 (spec 000 §4: "goes to Dashboard") re-reads the
// user too: if they do have a business the guard takes them to the dashboard, otherwise they see why.

import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, useFlashMessage } from '../../../components/alert.js';
import { FormField } from '../../../components/form-field.js';
import { refreshSession } from '../api/session-cache.js';
import { useSetupOrg, type SetupOrgBody } from '../api/setup-org.js';

interface FormValues {
  businessName: string;
  typeOfBusiness: string;
  address: string;
  phone: string;
}

type FieldName = keyof FormValues;
type FieldErrors = Partial<Record<FieldName, string>>;

const FIELD_NAMES: readonly FieldName[] = ['businessName', 'typeOfBusiness', 'address', 'phone'];

/** Optional fields travel only when filled in. */
function toBody(values: FormValues): SetupOrgBody {
  const body: SetupOrgBody = { businessName: values.businessName.trim() };
  for (const field of ['typeOfBusiness', 'address', 'phone'] as const) {
    const value = values[field].trim();
    if (value) body[field] = value;
  }
  return body;
}

export function OnBoardingForm() {
  const [values, setValues] = useState<FormValues>({ businessName: '', typeOfBusiness: '', address: '', phone: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const flash = useFlashMessage();
  const setupOrg = useSetupOrg();
  const queryClient = useQueryClient();

  const update = (field: FieldName) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (setupOrg.isPending) return;
    if (values.businessName.trim() === '') {
      setErrors({ businessName: 'Enter the name of your business.' });
      return;
    }

    setErrors({});
    flash.clear();
    setupOrg.mutate(toBody(values), {
      onError: (error) => {
        if (error.status === 403) void refreshSession(queryClient);
        const fromServer: FieldErrors = {};
        for (const field of FIELD_NAMES) fromServer[field] = error.fieldMessage(field);
        setErrors(fromServer);
        flash.show({ tone: 'error', text: error.message });
      },
    });
  };

  const busy = setupOrg.isPending;

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-label="Set up your business">
      {flash.message && (
        <Alert tone={flash.message.tone} onDismiss={flash.clear}>
          {flash.message.text}
        </Alert>
      )}

      <FormField label="Business name" error={errors.businessName}>
        <input type="text" name="businessName" autoComplete="organization" value={values.businessName} onChange={update('businessName')} required />
      </FormField>

      <FormField label="Type of business" error={errors.typeOfBusiness} hint="For example: retail shop, restaurant, consulting.">
        <input type="text" name="typeOfBusiness" value={values.typeOfBusiness} onChange={update('typeOfBusiness')} />
      </FormField>

      <FormField label="Address" error={errors.address}>
        <input type="text" name="address" autoComplete="street-address" value={values.address} onChange={update('address')} />
      </FormField>

      <FormField label="Phone number" error={errors.phone}>
        <input type="tel" name="phone" autoComplete="tel" value={values.phone} onChange={update('phone')} />
      </FormField>

      <button type="submit" className="button button--primary button--block" disabled={busy} aria-busy={busy}>
        {busy ? 'Processing...' : 'Continue'}
      </button>
    </form>
  );
}
