import { addDays, isCurrencyCode, isIsoDate, monthStart, type CurrencyCode } from '@ledgerline/ledger';
import { findBankAccount, findBusiness, type BankAccountRef, type Queryable } from '@ledgerline/projections';
import { businessToday } from '../../common/calendar/business-today.js';
import { AppError } from '../../common/errors/app-error.js';
import { bankAccountNotFound } from './bank-errors.js';

/** How far before a line a book entry may be dated and still be offered for it (suggestions, auto-match). */
export const ENTRY_LEAD_DAYS = 7;

/** The business's currency: the scale of every amount of its statements. */
export async function businessCurrency(db: Queryable, businessId: string): Promise<CurrencyCode> {
  const currency = (await findBusiness(db, businessId))?.currency.trim();
  return isCurrencyCode(currency) ? currency : 'NGN';
}

/** One of the business's bank accounts still in use; another business's, a removed one or none: 404. */
export async function requireBankAccount(db: Queryable, businessId: string, bankAccountId: unknown): Promise<BankAccountRef> {
  if (typeof bankAccountId !== 'string' || bankAccountId.trim() === '') {
    throw AppError.validation([{ field: 'bankAccountId', message: 'bankAccountId is required: one of the business’s bank accounts' }]);
  }
  const account = await findBankAccount(db, businessId, bankAccountId.trim());
  if (!account || account.removed) throw bankAccountNotFound();
  const { removed: _removed, ...ref } = account;
  return ref;
}

/** `endDate` (default today in the business's zone) and `startDate` (default the first of endDate's month), checked. */
export function reconciliationPeriod(startDate: unknown, endDate: unknown): { startDate: string; endDate: string } {
  const given = (value: unknown) => (value === undefined || value === '' ? undefined : value);
  const end = given(endDate) ?? businessToday();
  if (!isIsoDate(end)) throw AppError.validation([{ field: 'endDate', message: 'endDate must be a date written YYYY-MM-DD' }]);
  const start = given(startDate) ?? monthStart(end);
  if (!isIsoDate(start)) throw AppError.validation([{ field: 'startDate', message: 'startDate must be a date written YYYY-MM-DD' }]);
  if (start > end) throw AppError.validation([{ field: 'startDate', message: 'startDate must not be after endDate' }]);
  return { startDate: start, endDate: end };
}

/** The first day a book entry may be dated to be offered for the account's lines. */
export const entriesFrom = (statementStart: string) => addDays(statementStart, -ENTRY_LEAD_DAYS);
