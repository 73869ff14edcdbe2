import type { CurrencyCode } from '../money.js';

/** Domain events of a business's settings, as the deciders produce them (current schema; libs/events versions them). */

export const BUSINESS_CREATED = 'BusinessCreated';
export interface BusinessCreatedData {
  businessId: string;
  name: string;
  currency: CurrencyCode;
}
export interface BusinessCreated {
  type: typeof BUSINESS_CREATED;
  data: BusinessCreatedData;
}

export const BANK_ACCOUNT_ADDED = 'BankAccountAdded';
export interface BankAccountAddedData {
  bankAccountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}
export interface BankAccountAdded {
  type: typeof BANK_ACCOUNT_ADDED;
  data: BankAccountAddedData;
}

export type BusinessEvent = BusinessCreated | BankAccountAdded;
