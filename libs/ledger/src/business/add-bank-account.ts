import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { CASH_ACCOUNT_INPUT } from '../posting/payment-account.js';
import { requireText } from '../validation.js';
import { BANK_ACCOUNT_ADDED, type BusinessEvent } from './business-events.js';
import { bankAccountById, requireBusiness, type BusinessState } from './business-state.js';

export interface AddBankAccountCommand {
  bankAccountId: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
}

export function decideAddBankAccount(command: AddBankAccountCommand, state: BusinessState): BusinessEvent[] {
  const business = requireBusiness(state);
  const bankAccountId = parseNewBankAccountId(command.bankAccountId, 'bankAccountId');
  if (bankAccountById(business, bankAccountId)) {
    throw new LedgerValidationError('bankAccountId', 'Bank account already exists', LEDGER_ERROR_CODES.BANK_ACCOUNT_ALREADY_EXISTS);
  }
  const { bankName, accountName, accountNumber } = parseBankAccountFields(command, '');
  const duplicate = Object.values(business.bankAccounts).some((existing) => sameBankAccount(existing, { bankName, accountNumber }));
  if (duplicate) {
    throw new LedgerValidationError(
      'accountNumber',
      `The business already has ${bankName} account ${accountNumber}`,
      LEDGER_ERROR_CODES.BANK_ACCOUNT_ALREADY_EXISTS,
    );
  }
  return [{ type: BANK_ACCOUNT_ADDED, data: { bankAccountId, bankName, accountName, accountNumber } }];
}

/** An id for a new bank account. */
export function parseNewBankAccountId(input: unknown, field: string): string {
  const bankAccountId = requireText(input, field, 100);
  // Documents name their payment account "Cash" or a bank account id: an id "Cash" would be ambiguous.
  if (bankAccountId.toLowerCase() === CASH_ACCOUNT_INPUT.toLowerCase()) {
    throw new LedgerValidationError(field, `${field} must not be ${CASH_ACCOUNT_INPUT}`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  return bankAccountId;
}

/** A bank account's fields, each refused naming `${prefix}bankName` and so on. */
export function parseBankAccountFields(
  input: { bankName?: unknown; accountName?: unknown; accountNumber?: unknown },
  prefix: string,
): { bankName: string; accountName: string; accountNumber: string } {
  const bankName = requireText(input.bankName, `${prefix}bankName`, 100);
  const accountName = requireText(input.accountName, `${prefix}accountName`, 200);
  // Spec 002 §5: bank accounts with an empty account number are not kept. 34 = longest IBAN.
  const accountNumber = requireText(input.accountNumber, `${prefix}accountNumber`, 34);
  return { bankName, accountName, accountNumber };
}

/** The same account at the same bank (bank names compared case-insensitively). */
export function sameBankAccount(a: { bankName: string; accountNumber: string }, b: { bankName: string; accountNumber: string }): boolean {
  return a.bankName.toLowerCase() === b.bankName.toLowerCase() && a.accountNumber === b.accountNumber;
}
