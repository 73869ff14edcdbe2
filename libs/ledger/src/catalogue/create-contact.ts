import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { optionalText, requireText } from '../validation.js';
import { CONTACT_CREATED, CONTACT_KINDS, type ContactCreated, type ContactCreatedData, type ContactKind } from './catalogue-events.js';

/** Spec 001 §5 / 002 "contact form rules". */
export const FIRST_NAME_REQUIRED_MESSAGE = 'First name is required';
export const PHONE_MIN_DIGITS = 6;

export interface CreateContactCommand {
  contactId: string;
  /** The whole name as one string: split on the first space when firstName and lastName are not given. */
  name?: unknown;
  firstName?: unknown;
  lastName?: unknown;
  email?: unknown;
  phone?: unknown;
  company?: unknown;
  website?: unknown;
  address1?: unknown;
  address2?: unknown;
  city?: unknown;
  state?: unknown;
  postCode?: unknown;
  country?: unknown;
  description?: unknown;
  kinds?: unknown;
}

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** "Ada Lovelace King" → first "Ada", last "Lovelace King" (spec: split on the first space). */
export function splitName(name: string): { firstName: string; lastName?: string } {
  const text = name.trim().replace(/\s+/g, ' ');
  const space = text.indexOf(' ');
  if (space < 0) return { firstName: text };
  return { firstName: text.slice(0, space), lastName: text.slice(space + 1) };
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

function parseEmail(input: unknown): string | undefined {
  const email = optionalText(input, 'email', 254);
  if (email !== undefined && !EMAIL.test(email)) {
    throw new LedgerValidationError('email', 'email must be a valid email address', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return email;
}

function parsePhone(input: unknown): string | undefined {
  const phone = optionalText(input, 'phone', 40);
  if (phone === undefined) return undefined;
  const digits = phone.replace(/\D/g, '').length;
  if (!/^\+?[\d\s().-]+$/.test(phone) || digits < PHONE_MIN_DIGITS) {
    throw new LedgerValidationError(
      'phone',
      `phone must have at least ${PHONE_MIN_DIGITS} digits (digits, spaces, + - . ( ) only)`,
      LEDGER_ERROR_CODES.INVALID_VALUE,
    );
  }
  return phone;
}

function parseKinds(input: unknown): ContactKind[] | undefined {
  if (input === undefined || input === null) return undefined;
  const list = typeof input === 'string' ? [input] : input;
  if (!Array.isArray(list) || list.some((kind) => typeof kind !== 'string' || !(CONTACT_KINDS as readonly string[]).includes(kind.trim().toLowerCase()))) {
    throw new LedgerValidationError('kinds', `kinds must be a list of: ${CONTACT_KINDS.join(', ')}`, LEDGER_ERROR_CODES.INVALID_CHOICE);
  }
  const given = new Set((list as string[]).map((kind) => kind.trim().toLowerCase()));
  const kinds = CONTACT_KINDS.filter((kind) => given.has(kind));
  return kinds.length > 0 ? kinds : undefined;
}

function parseNames(command: CreateContactCommand): { firstName: string; lastName?: string } {
  if (!blank(command.name)) {
    if (!blank(command.firstName) || !blank(command.lastName)) {
      throw new LedgerValidationError('name', 'Send either name or firstName and lastName, not both', LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    const split = splitName(requireText(command.name, 'name', 200));
    return { firstName: requireText(split.firstName, 'firstName', 100), lastName: optionalText(split.lastName, 'lastName', 100) };
  }
  if (blank(command.firstName)) throw new LedgerValidationError('firstName', FIRST_NAME_REQUIRED_MESSAGE, LEDGER_ERROR_CODES.REQUIRED);
  return { firstName: requireText(command.firstName, 'firstName', 100), lastName: optionalText(command.lastName, 'lastName', 100) };
}

/** Creates a contact (an entity: customer, supplier, …). Only firstName is required. */
export function decideCreateContact(command: CreateContactCommand): ContactCreated[] {
  const contactId = requireText(command.contactId, 'contactId', 100);
  const { firstName, lastName } = parseNames(command);
  const email = parseEmail(command.email);
  const phone = parsePhone(command.phone);
  const text = (field: 'company' | 'website' | 'address1' | 'address2' | 'city' | 'state' | 'postCode' | 'country', max = 200) =>
    optionalText(command[field], field, max);
  const optional: Omit<ContactCreatedData, 'contactId' | 'firstName'> = {
    lastName,
    email,
    phone,
    company: text('company'),
    website: text('website'),
    address1: text('address1'),
    address2: text('address2'),
    city: text('city', 100),
    state: text('state', 100),
    postCode: text('postCode', 20),
    country: text('country', 100),
    description: optionalText(command.description, 'description', 2000),
    kinds: parseKinds(command.kinds),
  };
  // Absent, not undefined: events compare and hash cleanly.
  const data = { contactId, firstName, ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value !== undefined)) } as ContactCreatedData;
  return [{ type: CONTACT_CREATED, data }];
}
