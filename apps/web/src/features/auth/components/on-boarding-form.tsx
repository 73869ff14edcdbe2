// OnBoarding: set up the business after sign-up (POST /auth/setup-org). On success the user is re-read
// with their business and the route guard moves on. A 403 (spec 000 §4: "goes to Dashboard") re-reads the
// user too: if they do have a business the guard takes them to the dashboard, otherwise they see why.

import { useQueryClient } from '@tanstack/react-query';
import { useFlashMessage } from '../../../components/alert.js';
import { FormField } from '../../../components/form-field.js';
import { refreshSession } from '../api/session-cache.js';
import { useSetupOrg, type SetupOrgBody } from '../api/setup-org.js';
import { AuthForm, serverFieldErrors, useFieldValues } from './auth-form.js';

interface FormValues {
  businessName: string;
  typeOfBusiness: string;
  address: string;
  phone: string;
}

const FIELD_NAMES: readonly (keyof FormValues)[] = ['businessName', 'typeOfBusiness', 'address', 'phone'];

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
  const { values, errors, setErrors, update } = useFieldValues<FormValues>({ businessName: '', typeOfBusiness: '', address: '', phone: '' });
  const flash = useFlashMessage();
  const setupOrg = useSetupOrg();
  const queryClient = useQueryClient();

  const onSubmit = () => {
    if (values.businessName.trim() === '') {
      setErrors({ businessName: 'Enter the name of your business.' });
      return;
    }

    setErrors({});
    flash.clear();
    setupOrg.mutate(toBody(values), {
      onError: (error) => {
        if (error.status === 403) void refreshSession(queryClient);
        setErrors(serverFieldErrors(error, FIELD_NAMES));
        flash.show({ tone: 'error', text: error.message });
      },
    });
  };

  return (
    <AuthForm label="Set up your business" onSubmit={onSubmit} flash={flash} busy={setupOrg.isPending} submitLabel="Continue">
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
    </AuthForm>
  );
}
