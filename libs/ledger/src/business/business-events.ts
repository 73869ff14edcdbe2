import type { CurrencyCode } from '../money.js';
import type { AccountSettingValue } from './account-settings.js';
import type { BusinessProfileChanges } from './business-profile.js';

/** Domain events of a business's settings, as the deciders produce them (current schema; libs/events versions them). */

export const BUSINESS_CREATED = 'BusinessCreated';
export interface BusinessCreatedData {
  businessId: string;
  name: string;
  currency: CurrencyCode;
  /** Set for a sub-business added from a parent business; absent otherwise. */
  parentBusinessId?: string;
  /** Absent when not given at creation. */
  typeOfBusiness?: string;
}
export interface BusinessCreated {
  type: typeof BUSINESS_CREATED;
  data: BusinessCreatedData;
}

export const BUSINESS_PROFILE_UPDATED = 'BusinessProfileUpdated';
/** Only the fields that changed (see business-profile.ts); never empty. */
export interface BusinessProfileUpdatedData {
  changes: BusinessProfileChanges;
}
export interface BusinessProfileUpdated {
  type: typeof BUSINESS_PROFILE_UPDATED;
  data: BusinessProfileUpdatedData;
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

export const BANK_ACCOUNT_UPDATED = 'BankAccountUpdated';
/** Only the fields that changed (at least one). */
export interface BankAccountUpdatedData {
  bankAccountId: string;
  bankName?: string;
  accountName?: string;
  accountNumber?: string;
}
export interface BankAccountUpdated {
  type: typeof BANK_ACCOUNT_UPDATED;
  data: BankAccountUpdatedData;
}

export const BANK_ACCOUNT_REMOVED = 'BankAccountRemoved';
export interface BankAccountRemovedData {
  bankAccountId: string;
}
export interface BankAccountRemoved {
  type: typeof BANK_ACCOUNT_REMOVED;
  data: BankAccountRemovedData;
}

export const ACCOUNT_SETTING_CHANGED = 'AccountSettingChanged';
/** One account setting and its whole new value (see account-settings.ts). */
export type AccountSettingChangedData = AccountSettingValue;
export interface AccountSettingChanged {
  type: typeof ACCOUNT_SETTING_CHANGED;
  data: AccountSettingChangedData;
}

export const BUSINESS_DEACTIVATED = 'BusinessDeactivated';
/** The provider closed the business to its members (spec 002 §7 admin); `reason` is the admin's note, when given. */
export interface BusinessDeactivatedData {
  at: string;
  reason?: string;
}
export interface BusinessDeactivated {
  type: typeof BUSINESS_DEACTIVATED;
  data: BusinessDeactivatedData;
}

export const BUSINESS_REACTIVATED = 'BusinessReactivated';
/** The provider opened a deactivated business again. */
export interface BusinessReactivatedData {
  at: string;
}
export interface BusinessReactivated {
  type: typeof BUSINESS_REACTIVATED;
  data: BusinessReactivatedData;
}

export type BusinessEvent =
  | BusinessCreated
  | BusinessProfileUpdated
  | BankAccountAdded
  | BankAccountUpdated
  | BankAccountRemoved
  | AccountSettingChanged
  | BusinessDeactivated
  | BusinessReactivated;
