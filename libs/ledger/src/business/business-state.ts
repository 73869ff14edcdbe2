import { LEDGER_ERROR_CODES, LedgerValidationError, unknownReferenceError } from '../errors.js';
import type { CurrencyCode } from '../money.js';
import { CASH_ACCOUNT_INPUT, type PaymentAccount } from '../posting/payment-account.js';
import { DEFAULT_ACCOUNT_SETTINGS, type AccountSettings } from './account-settings.js';
import {
  ACCOUNT_SETTING_CHANGED,
  BANK_ACCOUNT_ADDED,
  BANK_ACCOUNT_REMOVED,
  BANK_ACCOUNT_UPDATED,
  BUSINESS_CREATED,
  BUSINESS_PROFILE_UPDATED,
  BUSINESS_DEACTIVATED,
  BUSINESS_REACTIVATED,
  type AccountSettingChangedData,
  type BankAccountAddedData,
  type BankAccountRemovedData,
  type BankAccountUpdatedData,
  type BusinessCreatedData,
  type BusinessProfileUpdatedData,
} from './business-events.js';
import type { BusinessProfile } from './business-profile.js';

export interface BankAccount {
  bankAccountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** Bank accounts by id. Look ids up with `bankAccountById` (own properties only). */
export type BankAccounts = Readonly<Record<string, BankAccount>>;

/** What the deciders need to know about a business: rebuilt by folding its stream with `evolve`. */
export type BusinessState =
  | { readonly exists: false; readonly bankAccounts: BankAccounts }
  | {
      readonly exists: true;
      readonly businessId: string;
      readonly name: string;
      readonly currency: CurrencyCode;
      readonly bankAccounts: BankAccounts;
      /** Set for a sub-business. */
      readonly parentBusinessId?: string;
      readonly profile: BusinessProfile;
      readonly settings: Readonly<AccountSettings>;
      /** Closed to its members by the provider (BusinessDeactivated) until reactivated. */
      readonly deactivated?: boolean;
    };
export type ExistingBusiness = Extract<BusinessState, { exists: true }>;

export const initialBusinessState: BusinessState = Object.freeze({ exists: false, bankAccounts: Object.freeze({}) });

/** Anything with a type and data: a domain event, or a stored event after upcasting. */
export interface EventLike {
  type: string;
  data: unknown;
}

/**
 * Applies one event of the business's stream. Events this state does not track (sales, money
 * in, …) leave it unchanged, so the whole stream can be folded. Pass events upcast to their
 * current version.
 */
export function evolve(state: BusinessState, event: EventLike): BusinessState {
  switch (event.type) {
    case BUSINESS_CREATED: {
      const data = event.data as BusinessCreatedData;
      return {
        exists: true,
        businessId: data.businessId,
        name: data.name,
        currency: data.currency,
        bankAccounts: state.bankAccounts,
        ...(data.parentBusinessId !== undefined ? { parentBusinessId: data.parentBusinessId } : {}),
        profile: data.typeOfBusiness !== undefined ? { typeOfBusiness: data.typeOfBusiness } : {},
        settings: DEFAULT_ACCOUNT_SETTINGS,
      };
    }
    case BUSINESS_PROFILE_UPDATED: {
      if (!state.exists) return state;
      const { businessName, ...changes } = (event.data as BusinessProfileUpdatedData).changes;
      const profile: Record<string, string> = { ...state.profile };
      for (const [field, value] of Object.entries(changes)) {
        if (value === null || value === undefined) delete profile[field];
        else profile[field] = value;
      }
      return { ...state, name: businessName ?? state.name, profile };
    }
    case BANK_ACCOUNT_ADDED: {
      const data = event.data as BankAccountAddedData;
      const bankAccount: BankAccount = {
        bankAccountId: data.bankAccountId,
        bankName: data.bankName,
        accountName: data.accountName,
        accountNumber: data.accountNumber,
      };
      return { ...state, bankAccounts: { ...state.bankAccounts, [data.bankAccountId]: bankAccount } };
    }
    case BANK_ACCOUNT_UPDATED: {
      const { bankAccountId, ...changes } = event.data as BankAccountUpdatedData;
      const current = bankAccountById(state, bankAccountId);
      if (!current) return state;
      return { ...state, bankAccounts: { ...state.bankAccounts, [bankAccountId]: { ...current, ...changes } } };
    }
    case BANK_ACCOUNT_REMOVED: {
      const { bankAccountId } = event.data as BankAccountRemovedData;
      if (!bankAccountById(state, bankAccountId)) return state;
      const bankAccounts = Object.fromEntries(Object.entries(state.bankAccounts).filter(([id]) => id !== bankAccountId));
      return { ...state, bankAccounts };
    }
    case ACCOUNT_SETTING_CHANGED: {
      if (!state.exists) return state;
      const data = event.data as AccountSettingChangedData;
      if (data.setting === 'currency') return { ...state, currency: data.value };
      return { ...state, settings: { ...state.settings, [data.setting]: data.value } };
    }
    case BUSINESS_DEACTIVATED:
      return state.exists ? { ...state, deactivated: true } : state;
    case BUSINESS_REACTIVATED:
      return state.exists ? { ...state, deactivated: false } : state;
    default:
      return state;
  }
}

/** Folds events onto a state (from the initial one by default). */
export function evolveAll(events: Iterable<EventLike>, state: BusinessState = initialBusinessState): BusinessState {
  let current = state;
  for (const event of events) current = evolve(current, event);
  return current;
}

export function bankAccountById(state: BusinessState, bankAccountId: string): BankAccount | undefined {
  return Object.prototype.hasOwnProperty.call(state.bankAccounts, bankAccountId) ? state.bankAccounts[bankAccountId] : undefined;
}

/** Refuses a command on a business that does not exist. */
export function requireBusiness(state: BusinessState): ExistingBusiness {
  if (!state.exists) {
    throw new LedgerValidationError('businessId', 'Business not found', LEDGER_ERROR_CODES.BUSINESS_NOT_FOUND);
  }
  return state;
}

/**
 * Reads a document's payment account: `"Cash"` or the id of one of the business's bank
 * accounts; anything else is refused naming `field`.
 */
export function resolvePaymentAccount(input: unknown, state: BusinessState, field = 'account'): PaymentAccount {
  if (input === CASH_ACCOUNT_INPUT) return { kind: 'cash' };
  if (typeof input === 'string' && input !== '' && bankAccountById(state, input)) {
    return { kind: 'bank', bankAccountId: input };
  }
  if (input === undefined || input === null || input === '') {
    throw new LedgerValidationError(field, `${field} is required`, LEDGER_ERROR_CODES.REQUIRED);
  }
  throw unknownReferenceError(field, `${field} must be Cash or one of the business's bank accounts`, input, {
    notFound: LEDGER_ERROR_CODES.BANK_ACCOUNT_NOT_FOUND,
    unknown: LEDGER_ERROR_CODES.UNKNOWN_ACCOUNT,
  });
}
