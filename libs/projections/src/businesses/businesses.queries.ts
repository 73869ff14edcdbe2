import { initialBusinessState, type BusinessState, type CurrencyCode } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

export interface BusinessRow {
  businessId: string;
  name: string;
  currency: string;
}

export interface BankAccountRow {
  bankAccountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export async function findBusiness(db: Queryable, businessId: string): Promise<BusinessRow | undefined> {
  const rows = await execute<{ business_id: string; name: string; currency: string }>(
    db,
    sql.table('businesses').select('business_id', 'name', 'currency').where({ business_id: businessId }),
  );
  return rows[0] && { businessId: rows[0].business_id, name: rows[0].name, currency: rows[0].currency.trim() };
}

export async function listBusinesses(db: Queryable): Promise<BusinessRow[]> {
  const rows = await execute<{ business_id: string; name: string; currency: string }>(
    db,
    sql.table('businesses').select('business_id', 'name', 'currency').orderBy('created_at'),
  );
  return rows.map((row) => ({ businessId: row.business_id, name: row.name, currency: row.currency.trim() }));
}

export async function listBankAccounts(db: Queryable, businessId: string): Promise<BankAccountRow[]> {
  const rows = await execute<{ bank_account_id: string; bank_name: string; account_name: string; account_number: string }>(
    db,
    sql.table('bank_accounts').select('*').where({ business_id: businessId }).orderBy(['bank_name', 'bank_account_id']),
  );
  return rows.map((row) => ({ bankAccountId: row.bank_account_id, bankName: row.bank_name, accountName: row.account_name, accountNumber: row.account_number }));
}

/** The ledger's decision state for a business, read from the read models (inside the command's transaction). */
export async function loadBusinessState(db: Queryable, businessId: string): Promise<BusinessState> {
  const business = await findBusiness(db, businessId);
  if (!business) return initialBusinessState;
  const bankAccounts = Object.fromEntries((await listBankAccounts(db, businessId)).map((account) => [account.bankAccountId, account]));
  return { exists: true, businessId, name: business.name, currency: business.currency as CurrencyCode, bankAccounts };
}
