import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { requireText } from '../validation.js';
import { parseBankAccountFields, parseNewBankAccountId, sameBankAccount } from './add-bank-account.js';
import { BANK_ACCOUNT_ADDED, BANK_ACCOUNT_REMOVED, BANK_ACCOUNT_UPDATED, type BankAccountUpdatedData, type BusinessEvent } from './business-events.js';
import { bankAccountById, requireBusiness, type BankAccount, type BusinessState } from './business-state.js';

/** One entry of the list: with `bankAccountId` an existing account as it should be, without it a new one. */
export interface BankAccountEntry {
  bankAccountId?: unknown;
  bankName?: unknown;
  accountName?: unknown;
  accountNumber?: unknown;
}

export interface SetBankAccountsCommand {
  /** The business's whole list of bank accounts as it should be (PATCH /accounts/bank-accounts). */
  bankAccounts: unknown;
  /** Makes the id of a new account: called once per new entry kept, in list order. */
  newBankAccountId: () => string;
  /**
   * Each existing bank account's balance (debits less credits, a decimal string; missing = no
   * postings). When given, removing an account that still holds money is refused.
   */
  balances?: Readonly<Record<string, string>>;
}

export const MAX_BANK_ACCOUNTS = 50;

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * The events that turn the business's bank accounts into the list given: entries with an id
 * update that account (only fields that differ; none, no event), entries without one are the
 * unclaimed account with the same bank and number if there is one, else a new account; existing
 * accounts missing from the list are removed. Entries with an empty account
 * number are dropped first (spec 002 §5), so blanking an account's number removes it. Events come
 * as removals (by id), then updates and additions in list order.
 */
export function decideSetBankAccounts(command: SetBankAccountsCommand, state: BusinessState): BusinessEvent[] {
  const business = requireBusiness(state);
  const list = command.bankAccounts;
  if (list === undefined || list === null) {
    throw new LedgerValidationError('bankAccounts', 'bankAccounts is required', LEDGER_ERROR_CODES.REQUIRED);
  }
  if (!Array.isArray(list)) {
    throw new LedgerValidationError('bankAccounts', 'bankAccounts must be a list', LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (list.length > MAX_BANK_ACCOUNTS) {
    throw new LedgerValidationError('bankAccounts', `A business can have at most ${MAX_BANK_ACCOUNTS} bank accounts`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }

  // First the entries as given, the ids they name checked; entries with an empty number dropped.
  const entries: { prefix: string; fields: Omit<BankAccount, 'bankAccountId'>; existing?: BankAccount }[] = [];
  const claimed = new Set<string>();
  list.forEach((input: unknown, index) => {
    const prefix = `bankAccounts[${index}].`;
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      throw new LedgerValidationError(`bankAccounts[${index}]`, 'Each bank account must be an object', LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    const entry = input as BankAccountEntry;
    if (isBlank(entry.accountNumber)) return;
    const fields = parseBankAccountFields(entry, prefix);
    if (isBlank(entry.bankAccountId)) {
      entries.push({ prefix, fields });
      return;
    }
    const bankAccountId = requireText(entry.bankAccountId, `${prefix}bankAccountId`, 100);
    const existing = bankAccountById(business, bankAccountId);
    if (!existing) {
      throw new LedgerValidationError(`${prefix}bankAccountId`, 'Bank account not found', LEDGER_ERROR_CODES.BANK_ACCOUNT_NOT_FOUND);
    }
    if (claimed.has(bankAccountId)) {
      throw new LedgerValidationError(`${prefix}bankAccountId`, `Bank account ${bankAccountId} is listed twice`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    claimed.add(bankAccountId);
    entries.push({ prefix, fields, existing });
  });

  // An entry without an id that has an unclaimed account's bank and number is that account (a
  // client that never learnt the ids must not remove and re-add them: documents name accounts by id).
  for (const entry of entries) {
    if (entry.existing) continue;
    const match = Object.values(business.bankAccounts).find((account) => !claimed.has(account.bankAccountId) && sameBankAccount(account, entry.fields));
    if (match) {
      claimed.add(match.bankAccountId);
      entry.existing = match;
    }
  }

  const kept: { account: BankAccount; existing?: BankAccount }[] = [];
  const keptIds = new Set<string>(claimed);
  for (const { prefix, fields, existing } of entries) {
    let bankAccountId: string;
    if (existing) {
      bankAccountId = existing.bankAccountId;
    } else {
      bankAccountId = parseNewBankAccountId(command.newBankAccountId(), `${prefix}bankAccountId`);
      if (bankAccountById(business, bankAccountId) || keptIds.has(bankAccountId)) {
        throw new LedgerValidationError(`${prefix}bankAccountId`, 'Bank account already exists', LEDGER_ERROR_CODES.BANK_ACCOUNT_ALREADY_EXISTS);
      }
      keptIds.add(bankAccountId);
    }
    const account: BankAccount = { bankAccountId, ...fields };
    if (kept.some((other) => sameBankAccount(other.account, account))) {
      throw new LedgerValidationError(
        `${prefix}accountNumber`,
        `The list has ${account.bankName} account ${account.accountNumber} twice`,
        LEDGER_ERROR_CODES.BANK_ACCOUNT_ALREADY_EXISTS,
      );
    }
    kept.push({ account, existing });
  }

  const removed = Object.values(business.bankAccounts)
    .filter((account) => !keptIds.has(account.bankAccountId))
    .sort((a, b) => (a.bankAccountId < b.bankAccountId ? -1 : a.bankAccountId > b.bankAccountId ? 1 : 0));
  for (const account of removed) refuseRemovingMoney(account, command.balances);

  const events: BusinessEvent[] = removed.map((account) => ({ type: BANK_ACCOUNT_REMOVED, data: { bankAccountId: account.bankAccountId } }));
  for (const { account, existing } of kept) {
    if (!existing) {
      events.push({ type: BANK_ACCOUNT_ADDED, data: account });
      continue;
    }
    const changes: BankAccountUpdatedData = { bankAccountId: account.bankAccountId };
    if (account.bankName !== existing.bankName) changes.bankName = account.bankName;
    if (account.accountName !== existing.accountName) changes.accountName = account.accountName;
    if (account.accountNumber !== existing.accountNumber) changes.accountNumber = account.accountNumber;
    if (Object.keys(changes).length > 1) events.push({ type: BANK_ACCOUNT_UPDATED, data: changes });
  }
  return events;
}

/** Money in an account would vanish from the balance sheet's bank lines with it: move it out first. */
function refuseRemovingMoney(account: BankAccount, balances: Readonly<Record<string, string>> | undefined): void {
  if (!balances || !Object.prototype.hasOwnProperty.call(balances, account.bankAccountId)) return;
  const balance = new Decimal(balances[account.bankAccountId]);
  if (balance.isZero()) return;
  throw new LedgerValidationError(
    'bankAccounts',
    `${account.bankName} account ${account.accountNumber} still has a balance of ${balance.toFixed()}; move the money out before removing it`,
    LEDGER_ERROR_CODES.BANK_ACCOUNT_IN_USE,
  );
}
