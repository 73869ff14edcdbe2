import { accountByCode } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';
import { accountLabel } from './report-accounts.js';
import { TotalsView, type LedgerTotals } from './ledger-totals.js';
import { formatReportAmount } from './report-layout.js';

export interface TrialBalanceAccount {
  code: string;
  /** The bank account id for 1010, '' otherwise. */
  subAccount: string;
  name: string;
  type: string;
  /** Every debit and every credit posted to the account up to the date. */
  debit: string;
  credit: string;
  /** debit − credit. */
  net: string;
  /** The net in the column of its side: a debit balance, or a credit balance. */
  debitBalance: string;
  creditBalance: string;
}

export interface TrialBalanceLayout {
  accounts: TrialBalanceAccount[];
  totals: { debit: string; credit: string; debitBalance: string; creditBalance: string };
  /** Σ debits = Σ credits (and so the balance columns agree): every entry balanced. */
  balanced: boolean;
}

/**
 * The trial balance (LEDGER.md §8): every account (bank accounts one by one) with what was
 * posted to it up to the date, ordered by code. `subAccountNames` names bank sub-accounts.
 */
export function buildTrialBalance(totals: LedgerTotals, options: { scale: number; subAccountNames?: ReadonlyMap<string, string> }): TrialBalanceLayout {
  const view = new TotalsView(totals);
  const zero = new Decimal(0);
  const format = (value: Decimal) => formatReportAmount(value, options.scale);
  const sum = { debit: zero, credit: zero, debitBalance: zero, creditBalance: zero };
  const rows = view
    .entries()
    .filter((row) => !row.debit.isZero() || !row.credit.isZero())
    .map((row) => {
      const net = row.debit.minus(row.credit);
      const bank = row.subAccount ? (options.subAccountNames?.get(row.subAccount) ?? row.subAccount) : '';
      sum.debit = sum.debit.plus(row.debit);
      sum.credit = sum.credit.plus(row.credit);
      if (net.isPositive()) sum.debitBalance = sum.debitBalance.plus(net);
      else sum.creditBalance = sum.creditBalance.minus(net);
      return {
        code: row.code,
        subAccount: row.subAccount,
        name: bank ? `${accountLabel(row.code)}: ${bank}` : accountLabel(row.code),
        type: accountByCode(row.code)?.type ?? 'unknown',
        debit: format(row.debit),
        credit: format(row.credit),
        net: format(net),
        debitBalance: format(net.isPositive() ? net : zero),
        creditBalance: format(net.isNegative() ? net.negated() : zero),
      };
    })
    .sort((a, b) => a.code.localeCompare(b.code) || a.name.localeCompare(b.name) || a.subAccount.localeCompare(b.subAccount));
  return {
    accounts: rows,
    totals: { debit: format(sum.debit), credit: format(sum.credit), debitBalance: format(sum.debitBalance), creditBalance: format(sum.creditBalance) },
    balanced: sum.debit.equals(sum.credit),
  };
}
