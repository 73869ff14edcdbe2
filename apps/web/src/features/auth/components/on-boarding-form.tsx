// OnBoarding: set up the business after sign-up (POST /auth/setup-org). On success the user is re-read
// with their business and the route guard moves on. A 403 (spec 000 §4: "goes to Dashboard") re-reads the
// user too: if they do have a business the guard takes them to the dashboard, otherwise they see why.

import { useQueryClient } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { useFlashMessage } from '../../../components/alert.js';
import { refreshSession } from '../api/session-cache.js';
import { useSetupOrg, type SetupOrgBody } from '../api/setup-org.js';
import { AuthForm, AuthTextField, showServerErrors } from './auth-form.js';
import { checkedBy, filled, useAuthForm } from './auth-schema.js';

const onBoardingSchema = z.object({
  businessName: filled('Enter the name of your business.'),
  typeOfBusiness: z.string(),
  address: z.string(),
  // Optional; when given, what the server takes (spec 002 §9: at least 6 digits), said beside the field.
  phone: checkedBy((value) =>
    value.trim() === '' || (/^\+?[\d\s()-]+$/.test(value.trim()) && value.replace(/\D/g, '').length >= 6)
      ? undefined
      : 'Enter a phone number of at least 6 digits.',
  ),
});
type FormValues = z.infer<typeof onBoardingSchema>;

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
  const form = useAuthForm(onBoardingSchema, { businessName: '', typeOfBusiness: '', address: '', phone: '' });
  const flash = useFlashMessage();
  const setupOrg = useSetupOrg();
  const queryClient = useQueryClient();

  const onSubmit = (values: FormValues) => {
    flash.clear();
    setupOrg.mutate(toBody(values), {
      onError: (error) => {
        if (error.status === 403) void refreshSession(queryClient);
        showServerErrors(form, error, FIELD_NAMES);
        flash.show({ tone: 'error', text: error.message });
      },
    });
  };

  return (
    <AuthForm form={form} label="Set up your business" onSubmit={onSubmit} flash={flash} busy={setupOrg.isPending} submitLabel="Continue">
      <AuthTextField form={form} name="businessName" label="Business name" autoComplete="organization" required />
      <AuthTextField form={form} name="typeOfBusiness" label="Type of business" hint="For example: retail shop, restaurant, consulting." />
      <AuthTextField form={form} name="address" label="Address" autoComplete="street-address" />
      <AuthTextField form={form} name="phone" label="Phone number" type="tel" autoComplete="tel" />
    </AuthForm>
  );
}
