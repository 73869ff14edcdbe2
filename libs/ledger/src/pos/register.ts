import { resolvePaymentAccount, type ExistingBusiness } from '../business/business-state.js';
import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { LEDGER_ERROR_CODES, LedgerValidationError } from '../errors.js';
import { JournalBuilder } from '../journal.js';
import { formatAmount, parseAmount } from '../money.js';
import { CASH_ACCOUNT_INPUT, paymentAccountToInput } from '../posting/payment-account.js';
import { parseIsoDate, requireText } from '../validation.js';
import { REGISTER_CLOSED, REGISTER_OPENED, type RegisterClosedData, type RegisterOpenedData, type RegisterPaymentSummary } from './pos-events.js';

/** A register as the deciders see it (read from the registers read model inside the append). */
export interface RegisterState {
  registerId: string;
  till: string;
  userId: string;
  status: 'open' | 'closed';
  openingFloat: string;
}

export const DEFAULT_TILL = 'Main';

export interface OpenRegisterCommand {
  registerId: string;
  userId: string;
  till?: unknown;
  openingFloat: unknown;
  openedAt: string;
  date: unknown;
}

/**
 * Opens a register with its opening float (≥ 0). One open register per till and user: a second
 * opening by the same cashier on the same till is refused (REGISTER_ALREADY_OPEN) until the first
 * is closed. The float is cash already on hand: it posts nothing.
 */
export function decideOpenRegister(
  command: OpenRegisterCommand,
  business: ExistingBusiness,
  openRegisters: readonly RegisterState[],
): { type: typeof REGISTER_OPENED; data: RegisterOpenedData }[] {
  const currency = business.currency;
  const till = command.till === undefined || command.till === null || command.till === '' ? DEFAULT_TILL : requireText(command.till, 'till', 100);
  const openingFloat = parseAmount(command.openingFloat, currency, 'openingFloat', { nonNegative: true });
  const date = parseIsoDate(command.date, 'date');
  const already = openRegisters.find((r) => r.status === 'open' && r.userId === command.userId && r.till.toLowerCase() === till.toLowerCase());
  if (already) {
    throw new LedgerValidationError(
      'till',
      `You already have an open register on till ${already.till}; close it first`,
      LEDGER_ERROR_CODES.REGISTER_ALREADY_OPEN,
    );
  }
  return [
    {
      type: REGISTER_OPENED,
      data: {
        registerId: requireText(command.registerId, 'registerId', 100),
        till,
        userId: command.userId,
        currency,
        openingFloat: formatAmount(openingFloat, currency),
        openedAt: command.openedAt,
        date,
      },
    },
  ];
}

/**
 * The register a cashier acts on: it must exist (REGISTER_NOT_FOUND), be theirs
 * (REGISTER_NOT_YOURS) and be open (REGISTER_CLOSED). No register at all: REGISTER_NOT_OPEN.
 */
export function requireOwnOpenRegister(register: RegisterState | undefined, userId: string, field = 'registerId', requested?: string): RegisterState {
  if (!register) {
    if (requested) throw new LedgerValidationError(field, `Register ${requested} not found`, LEDGER_ERROR_CODES.REGISTER_NOT_FOUND);
    throw new LedgerValidationError(field, 'No open register: open a register before selling', LEDGER_ERROR_CODES.REGISTER_NOT_OPEN);
  }
  if (register.userId !== userId) {
    throw new LedgerValidationError(field, 'This register was opened by another user', LEDGER_ERROR_CODES.REGISTER_NOT_YOURS);
  }
  if (register.status !== 'open') {
    throw new LedgerValidationError(field, 'This register is closed', LEDGER_ERROR_CODES.REGISTER_CLOSED);
  }
  return register;
}

export interface CloseRegisterCommand {
  transactionId: string;
  reference: string;
  userId: string;
  /** `[{ glAccount, counted }]`: Cash required; a bank account not counted is taken as expected. */
  paymentSummary: unknown;
  closedAt: string;
  date: unknown;
}

/** What the register's sales collected, per payment account as users write it (`Cash` or a bank id). */
export interface RegisterTakings {
  byAccount: ReadonlyMap<string, Decimal | string>;
  salesCount: number;
}

function readCounts(input: unknown, business: ExistingBusiness): Map<string, Decimal> {
  if (!Array.isArray(input) || input.length === 0) {
    throw new LedgerValidationError('paymentSummary', 'paymentSummary is required: the amount counted in each payment account', LEDGER_ERROR_CODES.REQUIRED);
  }
  const counts = new Map<string, Decimal>();
  input.forEach((raw: unknown, index) => {
    const field = `paymentSummary[${index}]`;
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
      throw new LedgerValidationError(field, `${field} must be { glAccount, counted }`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    const entry = raw as { glAccount?: unknown; counted?: unknown };
    const account = paymentAccountToInput(resolvePaymentAccount(entry.glAccount, business, `${field}.glAccount`));
    if (counts.has(account)) {
      throw new LedgerValidationError(`${field}.glAccount`, `${field}.glAccount ${account} is counted twice`, LEDGER_ERROR_CODES.INVALID_VALUE);
    }
    counts.set(account, parseAmount(entry.counted, business.currency, `${field}.counted`, { nonNegative: true }));
  });
  if (!counts.has(CASH_ACCOUNT_INPUT)) {
    throw new LedgerValidationError('paymentSummary', 'paymentSummary must give the cash counted (glAccount Cash)', LEDGER_ERROR_CODES.REQUIRED);
  }
  return counts;
}

/**
 * Closes the cashier's open register (LEDGER.md §4 RegisterClosed). For each payment account the
 * register took money into, and each one counted: expected = what its sales collected (plus the
 * opening float for Cash), difference = counted − expected. The cash difference posts to cash over
 * and short: short → 6930 debit, 1000 credit; over → 1000 debit, 6930 credit. Bank counts are
 * recorded, not posted (the bank statement, not the drawer, settles them).
 */
export function decideCloseRegister(
  command: CloseRegisterCommand,
  business: ExistingBusiness,
  register: RegisterState | undefined,
  takings: RegisterTakings,
): { type: typeof REGISTER_CLOSED; data: RegisterClosedData }[] {
  const currency = business.currency;
  const open = requireOwnOpenRegister(register, command.userId);
  const counts = readCounts(command.paymentSummary, business);
  const date = parseIsoDate(command.date, 'date');

  const accounts = [CASH_ACCOUNT_INPUT, ...[...new Set([...takings.byAccount.keys(), ...counts.keys()])].filter((a) => a !== CASH_ACCOUNT_INPUT).sort()];
  const paymentSummary: RegisterPaymentSummary[] = accounts.map((glAccount) => {
    const collected = new Decimal(takings.byAccount.get(glAccount) ?? 0);
    const expected = glAccount === CASH_ACCOUNT_INPUT ? collected.plus(open.openingFloat) : collected;
    const counted = counts.get(glAccount) ?? expected;
    return {
      glAccount,
      glTotalSale: formatAmount(collected, currency),
      expected: formatAmount(expected, currency),
      counted: formatAmount(counted, currency),
      difference: formatAmount(counted.minus(expected), currency),
    };
  });
  const cashDifference = new Decimal(paymentSummary[0].difference);
  const journal = new JournalBuilder(currency);
  if (cashDifference.isNegative()) journal.debit(ACCOUNT.CASH_OVER_AND_SHORT, cashDifference.negated()).credit(ACCOUNT.CASH_ON_HAND, cashDifference.negated());
  if (cashDifference.gt(0)) journal.debit(ACCOUNT.CASH_ON_HAND, cashDifference).credit(ACCOUNT.CASH_OVER_AND_SHORT, cashDifference);

  return [
    {
      type: REGISTER_CLOSED,
      data: {
        transactionId: command.transactionId,
        reference: command.reference,
        date,
        currency,
        // A register that counts exactly posts nothing.
        lines: cashDifference.isZero() ? [] : journal.build(),
        description: `Register ${open.till} closed`,
        registerId: open.registerId,
        till: open.till,
        userId: open.userId,
        openingFloat: formatAmount(open.openingFloat, currency),
        paymentSummary,
        cashDifference: formatAmount(cashDifference, currency),
        closedAt: command.closedAt,
        salesCount: takings.salesCount,
      },
    },
  ];
}
