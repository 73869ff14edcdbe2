import {
  ACCOUNT_SETTINGS,
  bankAccountNames,
  BUSINESS_PROFILE_FIELDS,
  DEFAULT_ACCOUNT_SETTINGS,
  initialBusinessState,
  type AccountSettings,
  type BusinessProfile,
  type BusinessProfileField,
  type BusinessState,
  type CurrencyCode,
} from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

export interface BusinessRow {
  businessId: string;
  name: string;
  currency: string;
  /** Set for a sub-business. */
  parentBusinessId: string | null;
}

export interface BankAccountRow {
  bankAccountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

/** The business's profile (GET /accounts/profile and /accounts/organization): every field, `null` when not set. */
export type BusinessProfileView = {
  businessId: string;
  businessName: string;
  parentBusinessId: string | null;
  isSubBusiness: boolean;
} & { [K in Exclude<BusinessProfileField, 'businessName'>]: string | null };

/** GET /accounts/settings: every account setting, defaults filled in. */
export type AccountSettingsView = AccountSettings & { currency: CurrencyCode };

interface BusinessDbRow {
  business_id: string;
  name: string;
  currency: string;
  parent_business_id: string | null;
  type_of_business: string | null;
  profile: Record<string, unknown>;
  settings: Record<string, unknown>;
  deactivated_at: Date | null;
}

const toBusinessRow = (row: BusinessDbRow): BusinessRow => ({
  businessId: row.business_id,
  name: row.name,
  currency: row.currency.trim(),
  parentBusinessId: row.parent_business_id,
});

async function businessRow(db: Queryable, businessId: string): Promise<BusinessDbRow | undefined> {
  const rows = await execute<BusinessDbRow>(
    db,
    sql
      .table('businesses')
      .select('business_id', 'name', 'currency', 'parent_business_id', 'type_of_business', 'profile', 'settings', 'deactivated_at')
      .where({ business_id: businessId }),
  );
  return rows[0];
}

/** Profile fields other than the name, as the state holds them (type of business has its own column). */
function profileOf(row: BusinessDbRow): BusinessProfile {
  const profile: Record<string, string> = {};
  if (row.type_of_business !== null) profile.typeOfBusiness = row.type_of_business;
  for (const field of BUSINESS_PROFILE_FIELDS) {
    if (field === 'businessName' || field === 'typeOfBusiness') continue;
    const value = row.profile[field];
    if (typeof value === 'string') profile[field] = value;
  }
  return profile;
}

/** Settings as changed, over the defaults; keys the ledger does not know are ignored. */
function settingsOf(row: BusinessDbRow): AccountSettings {
  const settings: Record<string, unknown> = { ...DEFAULT_ACCOUNT_SETTINGS };
  for (const name of ACCOUNT_SETTINGS) {
    if (name !== 'currency' && Object.prototype.hasOwnProperty.call(row.settings, name)) settings[name] = row.settings[name];
  }
  return settings as unknown as AccountSettings;
}

export async function findBusiness(db: Queryable, businessId: string): Promise<BusinessRow | undefined> {
  const row = await businessRow(db, businessId);
  return row && toBusinessRow(row);
}

export async function listBusinesses(db: Queryable): Promise<BusinessRow[]> {
  const rows = await execute<BusinessDbRow>(
    db,
    sql.table('businesses').select('business_id', 'name', 'currency', 'parent_business_id').orderBy(['created_at', 'business_id']),
  );
  return rows.map(toBusinessRow);
}

/** The sub-businesses added from a business, oldest first. */
export async function listSubBusinesses(db: Queryable, parentBusinessId: string): Promise<BusinessRow[]> {
  const rows = await execute<BusinessDbRow>(
    db,
    sql
      .table('businesses')
      .select('business_id', 'name', 'currency', 'parent_business_id')
      .where({ parent_business_id: parentBusinessId })
      .orderBy(['created_at', 'business_id']),
  );
  return rows.map(toBusinessRow);
}

export async function getBusinessProfile(db: Queryable, businessId: string): Promise<BusinessProfileView | undefined> {
  const row = await businessRow(db, businessId);
  if (!row) return undefined;
  const profile = profileOf(row);
  return {
    businessId: row.business_id,
    businessName: row.name,
    parentBusinessId: row.parent_business_id,
    isSubBusiness: row.parent_business_id !== null,
    typeOfBusiness: profile.typeOfBusiness ?? null,
    address: profile.address ?? null,
    phone: profile.phone ?? null,
    email: profile.email ?? null,
    companyImage: profile.companyImage ?? null,
    city: profile.city ?? null,
    state: profile.state ?? null,
    country: profile.country ?? null,
    website: profile.website ?? null,
  };
}

export async function getAccountSettings(db: Queryable, businessId: string): Promise<AccountSettingsView | undefined> {
  const row = await businessRow(db, businessId);
  if (!row) return undefined;
  return { currency: row.currency.trim() as CurrencyCode, ...settingsOf(row) };
}

/**
 * The business's bank accounts, by bank name. Those it removed are left out (no one picks, pays into
 * or counts them any more) unless `includeRemoved`: what names the lines the books still hold of them.
 */
export async function listBankAccounts(db: Queryable, businessId: string, options: { includeRemoved?: boolean } = {}): Promise<BankAccountRow[]> {
  const rows = await bankAccountRows(db, businessId);
  return (options.includeRemoved ? rows : rows.filter((row) => !row.removed)).map(({ removed: _removed, ...account }) => account);
}

/** Every bank account the business has had, by bank name, each saying whether it was removed. */
async function bankAccountRows(db: Queryable, businessId: string): Promise<(BankAccountRow & { removed: boolean })[]> {
  const rows = await execute<{ bank_account_id: string; bank_name: string; account_name: string; account_number: string; removed: boolean }>(
    db,
    sql.table('bank_accounts').select('*').where({ business_id: businessId }).orderBy(['bank_name', 'bank_account_id']),
  );
  return rows.map((row) => ({
    bankAccountId: row.bank_account_id,
    bankName: row.bank_name,
    accountName: row.account_name,
    accountNumber: row.account_number,
    removed: row.removed,
  }));
}

/** Bank account id → its name (`bankAccountNames`: `GTBank`, or `GTBank 1234` beside another GTBank account), removed accounts included. */
export async function bankAccountNamesOf(db: Queryable, businessId: string): Promise<Map<string, string>> {
  return bankAccountNames(await listBankAccounts(db, businessId, { includeRemoved: true }));
}

/** A bank account the business has, with the name the product gives it everywhere. */
export interface NamedBankAccount extends BankAccountRow {
  /** `GTBank`, or `GTBank 1234` beside another GTBank account (`bankAccountNames`, named among every account the business has had). */
  name: string;
}

/**
 * The business's bank accounts (not the removed ones: what a picker offers), each with its name,
 * given among every account it has had so that it reads as its lines in the books do.
 */
export async function listNamedBankAccounts(db: Queryable, businessId: string): Promise<NamedBankAccount[]> {
  const rows = await bankAccountRows(db, businessId);
  const names = bankAccountNames(rows);
  return rows.filter((row) => !row.removed).map(({ removed: _removed, ...account }) => ({ ...account, name: names.get(account.bankAccountId)! }));
}

/**
 * Each bank account's balance (debits less credits on 1010, a decimal string), for
 * `decideSetBankAccounts`'s `balances`. Accounts never posted to are left out (zero).
 */
export async function bankAccountBalances(db: Queryable, businessId: string): Promise<Record<string, string>> {
  const rows = await execute<{ sub_account: string; balance: string }>(
    db,
    sql
      .table('account_balances')
      .select('sub_account', sql.raw('(debit_total - credit_total)::text AS balance'))
      .where({ business_id: businessId, account_code: '1010' }),
  );
  return Object.fromEntries(rows.map((row) => [row.sub_account, row.balance]));
}

/** Whether any amount has been posted for the business (locks its currency: `hasTransactions`). */
export async function businessHasTransactions(db: Queryable, businessId: string): Promise<boolean> {
  const rows = await execute<{ posted: boolean }>(db, sql.raw('SELECT EXISTS (SELECT 1 FROM journal_lines WHERE business_id = ?) AS posted', [businessId]));
  return rows[0]?.posted === true;
}

/** The ledger's decision state for a business, read from the read models (inside the command's transaction). */
export async function loadBusinessState(db: Queryable, businessId: string): Promise<BusinessState> {
  const row = await businessRow(db, businessId);
  if (!row) return initialBusinessState;
  const bankAccounts = Object.fromEntries((await listBankAccounts(db, businessId)).map((account) => [account.bankAccountId, account]));
  return {
    exists: true,
    businessId,
    name: row.name,
    currency: row.currency.trim() as CurrencyCode,
    bankAccounts,
    ...(row.parent_business_id !== null ? { parentBusinessId: row.parent_business_id } : {}),
    profile: profileOf(row),
    settings: settingsOf(row),
    ...(row.deactivated_at !== null ? { deactivated: true } : {}),
  };
}
