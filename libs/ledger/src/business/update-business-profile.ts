import { parseEmail } from '../access/team-deciders.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { requireText } from '../validation.js';
import { BUSINESS_PROFILE_UPDATED, type BusinessEvent } from './business-events.js';
import { BUSINESS_PROFILE_FIELDS, type BusinessProfileChanges, type BusinessProfileField } from './business-profile.js';
import { requireBusiness, type BusinessState } from './business-state.js';

export interface UpdateBusinessProfileCommand {
  /** Profile fields to change (see BUSINESS_PROFILE_FIELDS); `null` or blank clears a field, except the name. */
  changes: unknown;
}

const isProfileField = (key: string): key is BusinessProfileField => (BUSINESS_PROFILE_FIELDS as readonly string[]).includes(key);

/**
 * Changes the given profile fields only. Refuses an empty change set and unknown fields; fields
 * given with the value they already have are left out of the event, and nothing changed at all
 * gives no event (a form sent again unchanged is not a change in the audit history).
 */
export function decideUpdateBusinessProfile(command: UpdateBusinessProfileCommand, state: BusinessState): BusinessEvent[] {
  const business = requireBusiness(state);
  const input = command.changes;
  if (input === undefined || input === null) {
    throw new LedgerValidationError('changes', 'changes is required', LEDGER_ERROR_CODES.REQUIRED);
  }
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new LedgerValidationError('changes', 'changes must be an object of profile fields', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const given = Object.entries(input as Record<string, unknown>).filter(([, value]) => value !== undefined);
  for (const [key] of given) {
    if (!isProfileField(key)) {
      throw new LedgerValidationError(key, `${key} is not a business profile field`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
  }
  if (given.length === 0) {
    throw new LedgerValidationError('changes', 'Give at least one profile field to change', LEDGER_ERROR_CODES.REQUIRED);
  }

  const values = new Map(given as [BusinessProfileField, unknown][]);
  const changes: Record<string, string | null> = {};
  // In the fields' own order, so equal changes give equal events.
  for (const field of BUSINESS_PROFILE_FIELDS) {
    if (!values.has(field)) continue;
    if (field === 'businessName') {
      const name = requireText(values.get(field), 'businessName', 200);
      if (name !== business.name) changes.businessName = name;
      continue;
    }
    const value = parseProfileField(field, values.get(field));
    if (value !== (business.profile[field] ?? null)) changes[field] = value;
  }
  if (Object.keys(changes).length === 0) return [];
  return [{ type: BUSINESS_PROFILE_UPDATED, data: { changes: changes as BusinessProfileChanges } }];
}

const MAX_LENGTH: Record<Exclude<BusinessProfileField, 'businessName'>, number> = {
  typeOfBusiness: 100,
  address: 500,
  phone: 30,
  email: 254,
  companyImage: 2048,
  city: 100,
  state: 100,
  country: 100,
  website: 2048,
};
const PHONE = /^\+?[\d\s()-]+$/;
const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s]*$/i;
const UPLOADED_LOGO = /^\/api\/v1\/accounts\/settings\/logo\/[0-9a-f]{64}$/;

/** Where an uploaded logo is served (PATCH /accounts/settings/update-logo): companyImage takes this path too. */
export const uploadedLogoPath = (sha256: string): string => `/api/v1/accounts/settings/logo/${sha256}`;
const WEBSITE = /^(https?:\/\/)?[^\s/?#]+\.[^\s]+$/i;

/** One profile field's new value; `null` when cleared (null or blank). */
function parseProfileField(field: Exclude<BusinessProfileField, 'businessName'>, input: unknown): string | null {
  if (input === null || (typeof input === 'string' && input.trim() === '')) return null;
  const text = requireText(input, field, MAX_LENGTH[field]);
  switch (field) {
    case 'email':
      return parseEmail(text, 'email');
    case 'phone':
      // Spec 002 §9: phone minimum 6.
      if (!PHONE.test(text) || text.replace(/\D/g, '').length < 6) {
        throw new LedgerValidationError('phone', 'phone must be a phone number of at least 6 digits', LEDGER_ERROR_CODES.INVALID_VALUE);
      }
      return text;
    case 'companyImage':
      if (!HTTP_URL.test(text) && !UPLOADED_LOGO.test(text)) {
        throw new LedgerValidationError('companyImage', 'companyImage must be an http(s) URL', LEDGER_ERROR_CODES.INVALID_VALUE);
      }
      return text;
    case 'website':
      if (!WEBSITE.test(text)) {
        throw new LedgerValidationError('website', 'website must be a web address such as www.example.com', LEDGER_ERROR_CODES.INVALID_VALUE);
      }
      return text;
    default:
      return text;
  }
}
