/**
 * A business's profile: what describes it to its customers and to the shell's warning banner.
 *
 * One model for "profile" and "organisation". The spec has GET/PATCH /accounts/profile and
 * /accounts/organization, but both edit the same business's description (name, type of business,
 * address, phone, e-mail, image…; the user's own firstName, lastName and e-mail are stripped from
 * the profile PATCH, spec 002 §5, and are user data, not business events). Two events over one
 * set of fields would leave the read model to decide which wins; one `BusinessProfileUpdated`
 * carrying only the fields that changed serves both routes, and each route picks the fields it
 * accepts. Bank details the banner checks (000 §2.1) are the business's bank accounts, not
 * profile fields.
 */

/** Fields a profile change may carry. `businessName` renames the business (state `name`). */
export const BUSINESS_PROFILE_FIELDS = [
  'businessName',
  'typeOfBusiness',
  'address',
  'phone',
  'email',
  'companyImage',
  'city',
  'state',
  'country',
  'website',
] as const;
export type BusinessProfileField = (typeof BUSINESS_PROFILE_FIELDS)[number];

/** Profile fields other than the name: absent when never set or cleared. */
export type BusinessProfile = Readonly<Partial<Record<Exclude<BusinessProfileField, 'businessName'>, string>>>;

/** What one profile update changed: a new value, or `null` for a field cleared. The name is never cleared. */
export type BusinessProfileChanges = { businessName?: string } & { [K in Exclude<BusinessProfileField, 'businessName'>]?: string | null };
