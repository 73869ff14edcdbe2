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
  const bankAccountId = requireText(command.bankAccountId, 'bankAccountId', 100);
  // Documents name their payment account "Cash" or a bank account id: an id "Cash" would be ambiguous.
  if (bankAccountId.toLowerCase() === CASH_ACCOUNT_INPUT.toLowerCase()) {
    throw new LedgerValidationError('bankAccountId', `bankAccountId must not be ${CASH_ACCOUNT_INPUT}`, LEDGER_ERROR_CODES.INVALID_VALUE);
  }
  if (bankAccountById(business, bankAccountId)) {
    throw new LedgerValidationError('bankAccountId', 'Bank account already exists', LEDGER_ERROR_CODES.BANK_ACCOUNT_ALREADY_EXISTS);
  }
  const bankName = requireText(command.bankName, 'bankName', 100);
  const accountName = requireText(command.accountName, 'accountName', 200);
  // Spec 002 §5: bank accounts with an empty account number are not kept. 34 = longest IBAN.
  const accountNumber = requireText(command.accountNumber, 'accountNumber', 34);
  const duplicate = Object.values(business.bankAccounts).some(
    (existing) => existing.bankName.toLowerCase() === bankName.toLowerCase() && existing.accountNumber === accountNumber,
  );
  if (duplicate) {
    throw new LedgerValidationError(
      'accountNumber',
      `The business already has ${bankName} account ${accountNumber}`,
      LEDGER_ERROR_CODES.BANK_ACCOUNT_ALREADY_EXISTS,
    );
  }
  return [{ type: BANK_ACCOUNT_ADDED, data: { bankAccountId, bankName, accountName, accountNumber } }];
}
