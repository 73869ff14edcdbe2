import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { parseCurrency, parseDecimal } from '../money.js';
import {
  ACCOUNT_SETTINGS,
  INVOICE_CUSTOMISATION_KEYS,
  INVOICE_TEMPLATES,
  type AccountSettingName,
  type AccountSettingValue,
  type InvoiceCustomisation,
} from './account-settings.js';
import { ACCOUNT_SETTING_CHANGED, type BusinessEvent } from './business-events.js';
import { requireBusiness, type ExistingBusiness, type BusinessState } from './business-state.js';

export interface ChangeAccountSettingCommand {
  setting: unknown;
  /** The new value; for `invoice`, the customisation keys to change (`null` resets one to the default). */
  value: unknown;
  /**
   * Whether the business has recorded any transaction: the currency is locked once it has, since
   * every amount already posted is in the old one. Must be `false` to change the currency.
   */
  hasTransactions?: boolean;
}

export const MAX_STOCK_LEVEL = 1_000_000_000;
export const MAX_FOOTNOTE_LENGTH = 500;

const isSettingName = (input: unknown): input is AccountSettingName => typeof input === 'string' && (ACCOUNT_SETTINGS as readonly string[]).includes(input);

/** Changes one account setting (POST /accounts/settings/…). A value equal to the current one gives no event. */
export function decideChangeAccountSetting(command: ChangeAccountSettingCommand, state: BusinessState): BusinessEvent[] {
  const business = requireBusiness(state);
  const { setting } = command;
  if (setting === undefined || setting === null || setting === '') {
    throw new LedgerValidationError('setting', 'setting is required', LEDGER_ERROR_CODES.REQUIRED);
  }
  if (!isSettingName(setting)) {
    throw new LedgerValidationError('setting', `setting must be one of: ${ACCOUNT_SETTINGS.join(', ')}`, LEDGER_ERROR_CODES.INVALID_CHOICE);
  }
  const change = parseSetting(setting, command.value, business);
  if (sameValue(change, business)) return [];
  if (change.setting === 'currency' && command.hasTransactions !== false) {
    throw new LedgerValidationError(
      'currency',
      'The currency cannot be changed once the business has recorded transactions',
      LEDGER_ERROR_CODES.CURRENCY_LOCKED,
    );
  }
  return [{ type: ACCOUNT_SETTING_CHANGED, data: change }];
}

function parseSetting(setting: AccountSettingName, value: unknown, business: ExistingBusiness): AccountSettingValue {
  switch (setting) {
    case 'stockLevel':
      return { setting, value: parseStockLevel(value) };
    case 'tax':
      return { setting, value: parseTaxPercent(value) };
    case 'wipStatus':
    case 'allowZeroStockLevel':
      return { setting, value: parseBoolean(value, setting) };
    case 'footnote':
      return { setting, value: parseFootnote(value) };
    case 'invoice':
      return { setting, value: parseInvoiceCustomisation(value, business.settings.invoice) };
    case 'currency':
      return { setting, value: parseCurrency(value, 'currency') };
  }
}

function sameValue(change: AccountSettingValue, business: ExistingBusiness): boolean {
  if (change.setting === 'currency') return change.value === business.currency;
  if (change.setting === 'invoice') return JSON.stringify(change.value) === JSON.stringify(orderedInvoice(business.settings.invoice));
  return change.value === business.settings[change.setting];
}

const required = (field: string) => new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);

/** A whole number of items, 0 or more: a JSON integer or its digits. */
function parseStockLevel(input: unknown): number {
  if (input === undefined || input === null || input === '') throw required('stockLevel');
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (!/^\d+$/.test(text) || Number(text) > MAX_STOCK_LEVEL) {
    throw new LedgerValidationError('stockLevel', `stockLevel must be a whole number from 0 to ${MAX_STOCK_LEVEL}`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return Number(text);
}

/** A percent from 0 to 100 with at most 2 decimals, kept as a decimal string ("7.5"). */
function parseTaxPercent(input: unknown): string {
  const tax = parseDecimal(input, 'tax', { scale: 2, nonNegative: true, maxIntegerDigits: 3 });
  if (tax.gt(100)) throw new LedgerValidationError('tax', 'tax must be a percent from 0 to 100', LEDGER_ERROR_CODES.INVALID_VALUE);
  return tax.toFixed();
}

function parseBoolean(input: unknown, field: string): boolean {
  if (input === undefined || input === null) throw required(field);
  if (typeof input !== 'boolean') throw new LedgerValidationError(field, `${field} must be true or false`, LEDGER_ERROR_CODES.INVALID_VALUE);
  return input;
}

/** Free text; `null` or blank clears it. */
function parseFootnote(input: unknown): string {
  if (input === undefined) throw required('footnote');
  if (input === null) return '';
  if (typeof input !== 'string') throw new LedgerValidationError('footnote', 'footnote must be text', LEDGER_ERROR_CODES.INVALID_VALUE);
  const text = input.trim();
  if (text.length > MAX_FOOTNOTE_LENGTH) {
    throw new LedgerValidationError('footnote', `footnote must be at most ${MAX_FOOTNOTE_LENGTH} characters`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return text;
}

const COLOUR = /^#[0-9a-f]{6}$/i;

/** The given customisation keys merged onto the current ones; the whole result is the setting's new value. */
function parseInvoiceCustomisation(input: unknown, current: InvoiceCustomisation): InvoiceCustomisation {
  if (input === undefined || input === null) throw required('invoice');
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new LedgerValidationError('invoice', 'invoice must be an object of invoice customisation fields', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  const given = Object.entries(input as Record<string, unknown>).filter(([, value]) => value !== undefined);
  if (given.length === 0) throw new LedgerValidationError('invoice', 'Give at least one invoice customisation field', LEDGER_ERROR_CODES.REQUIRED);
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of given) {
    const field = `invoice.${key}`;
    if (!(INVOICE_CUSTOMISATION_KEYS as readonly string[]).includes(key)) {
      throw new LedgerValidationError(field, `${key} is not an invoice customisation field`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    if (value === null) {
      delete next[key];
      continue;
    }
    switch (key as (typeof INVOICE_CUSTOMISATION_KEYS)[number]) {
      case 'template':
        if (typeof value !== 'string' || !(INVOICE_TEMPLATES as readonly string[]).includes(value)) {
          throw new LedgerValidationError(field, `${field} must be one of: ${INVOICE_TEMPLATES.join(', ')}`, LEDGER_ERROR_CODES.INVALID_CHOICE);
        }
        next.template = value;
        break;
      case 'colour':
        if (typeof value !== 'string' || !COLOUR.test(value.trim())) {
          throw new LedgerValidationError(field, `${field} must be a colour written #rrggbb`, LEDGER_ERROR_CODES.INVALID_VALUE);
        }
        next.colour = value.trim().toLowerCase();
        break;
      case 'showLogo':
      case 'showBankDetails':
        next[key] = parseBoolean(value, field);
        break;
    }
  }
  return orderedInvoice(next as InvoiceCustomisation);
}

/** Keys in one order, so equal customisations give equal events and compare equal. */
function orderedInvoice(invoice: InvoiceCustomisation): InvoiceCustomisation {
  const ordered: Record<string, unknown> = {};
  for (const key of INVOICE_CUSTOMISATION_KEYS) if (invoice[key] !== undefined) ordered[key] = invoice[key];
  return ordered as InvoiceCustomisation;
}
