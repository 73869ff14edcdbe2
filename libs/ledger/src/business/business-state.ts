import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import type { CurrencyCode } from '../money.js';
import { CASH_ACCOUNT_INPUT, type PaymentAccount } from '../posting/payment-account.js';
import { BANK_ACCOUNT_ADDED, BUSINESS_CREATED, type BankAccountAddedData, type BusinessCreatedData } from './business-events.js';

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
      };
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
  throw new LedgerValidationError(field, `${field} must be Cash or one of the business's bank accounts`, LEDGER_ERROR_CODES.UNKNOWN_ACCOUNT);
}
