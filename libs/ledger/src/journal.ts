import { ACCOUNT, accountByCode } from './chart-of-accounts.js';
import { Decimal } from './decimal.js';
import { UnbalancedEntryError } from './errors.js';
import { currencyScale, isFixedScaleAmount, sumAmounts, type CurrencyCode } from './money.js';

/**
 * One line of a journal entry. Amounts are fixed-scale decimal strings in the entry's currency
 * ("1500.00"); exactly one side is non-zero, the other is the zero of the scale ("0.00").
 * Optional dimensions are absent (not undefined) when not used, so lines compare and hash
 * cleanly.
 */
export interface JournalLine {
  /** Account code from the chart of accounts. */
  account: string;
  /** Sub-account: for 1010 the bank account id. */
  subAccount?: string;
  contactId?: string;
  productId?: string;
  debit: string;
  credit: string;
  memo?: string;
}

export interface LineDimensions {
  subAccount?: string;
  contactId?: string;
  productId?: string;
  memo?: string;
}

/**
 * Builds journal lines from Decimals. Amounts must already be rounded to the currency's scale
 * (LEDGER.md §1: round where the amount is computed), and must not be negative; a zero amount
 * adds no line, so a rule can write `debit(ACCOUNT.SALES_DISCOUNTS, discount)` without an `if`.
 * `build()` passes the lines through `assertBalanced`.
 */
export class JournalBuilder {
  private readonly lines: JournalLine[] = [];
  private readonly zero: string;

  constructor(readonly currency: CurrencyCode) {
    this.zero = new Decimal(0).toFixed(currencyScale(currency));
  }

  debit(account: string, amount: Decimal, dimensions: LineDimensions = {}): this {
    return this.add('debit', account, amount, dimensions);
  }

  credit(account: string, amount: Decimal, dimensions: LineDimensions = {}): this {
    return this.add('credit', account, amount, dimensions);
  }

  /** The lines so far, checked: throws `UnbalancedEntryError` unless they form a valid entry. */
  build(): JournalLine[] {
    const lines = this.lines.map((line) => ({ ...line }));
    assertBalanced(lines, this.currency);
    return lines;
  }

  private add(side: 'debit' | 'credit', account: string, amount: Decimal, dimensions: LineDimensions): this {
    const value = new Decimal(amount);
    const scale = currencyScale(this.currency);
    if (!value.isFinite() || (value.isNegative() && !value.isZero())) {
      throw new UnbalancedEntryError(`${side} of ${value.toString()} to ${account}: amounts must be finite and not negative`);
    }
    if (value.decimalPlaces() > scale) {
      throw new UnbalancedEntryError(`${side} of ${value.toString()} to ${account}: not rounded to ${this.currency}'s ${scale} decimal places`);
    }
    if (value.isZero()) return this;
    const text = value.toFixed(scale);
    const line: JournalLine = {
      account,
      ...(dimensions.subAccount !== undefined ? { subAccount: dimensions.subAccount } : {}),
      ...(dimensions.contactId !== undefined ? { contactId: dimensions.contactId } : {}),
      ...(dimensions.productId !== undefined ? { productId: dimensions.productId } : {}),
      debit: side === 'debit' ? text : this.zero,
      credit: side === 'credit' ? text : this.zero,
      ...(dimensions.memo !== undefined ? { memo: dimensions.memo } : {}),
    };
    this.lines.push(line);
    return this;
  }
}

/**
 * The one balance check every posting passes through. Throws `UnbalancedEntryError` (a bug,
 * never a user error) unless:
 * - there are at least two lines;
 * - every line's account is in the chart of accounts, and a 1010 line names its bank account
 *   (`subAccount`);
 * - every amount is a non-negative decimal string at exactly the currency's scale;
 * - every line has exactly one non-zero side;
 * - Σ debit = Σ credit.
 */
export function assertBalanced(lines: readonly JournalLine[], currency: CurrencyCode): void {
  if (!Array.isArray(lines) || lines.length < 2) {
    throw new UnbalancedEntryError(`A journal entry needs at least two lines, got ${Array.isArray(lines) ? lines.length : 'none'}`);
  }
  lines.forEach((line, index) => {
    const where = `line ${index + 1} (${String(line?.account)})`;
    if (!line || typeof line.account !== 'string' || !accountByCode(line.account)) {
      throw new UnbalancedEntryError(`${where}: account is not in the chart of accounts`);
    }
    if (line.account === ACCOUNT.CASH_AT_BANK && (typeof line.subAccount !== 'string' || line.subAccount === '')) {
      throw new UnbalancedEntryError(`${where}: a cash-at-bank line must name its bank account (subAccount)`);
    }
    if (!isFixedScaleAmount(line.debit, currency) || !isFixedScaleAmount(line.credit, currency)) {
      throw new UnbalancedEntryError(
        `${where}: debit ${String(line.debit)} and credit ${String(line.credit)} must be non-negative ${currency} amounts written to ${currencyScale(currency)} decimal places`,
      );
    }
    const debitZero = new Decimal(line.debit).isZero();
    const creditZero = new Decimal(line.credit).isZero();
    if (debitZero === creditZero) {
      throw new UnbalancedEntryError(`${where}: exactly one of debit and credit must be non-zero`);
    }
  });
  const debits = sumAmounts(lines.map((line) => line.debit));
  const credits = sumAmounts(lines.map((line) => line.credit));
  if (!debits.eq(credits)) {
    throw new UnbalancedEntryError(`Debits ${debits.toFixed(currencyScale(currency))} and credits ${credits.toFixed(currencyScale(currency))} differ`);
  }
}

/** Σ debit of the lines (equal to Σ credit for a balanced entry). */
export function entryTotal(lines: readonly JournalLine[]): Decimal {
  return sumAmounts(lines.map((line) => line.debit));
}

/** The same lines with debit and credit swapped: what a void posts, dated as the original. */
export function reverseLines(lines: readonly JournalLine[]): JournalLine[] {
  return lines.map((line) => ({ ...line, debit: line.credit, credit: line.debit }));
}
