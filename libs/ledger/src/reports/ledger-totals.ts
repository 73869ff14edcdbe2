import { ACCOUNT } from '../chart-of-accounts.js';
import { Decimal } from '../decimal.js';

/** One account's (or bank sub-account's) debit and credit totals, decimal strings. */
export interface AccountTotal {
  code: string;
  /** The bank account id for 1010, '' otherwise. */
  subAccount: string;
  debit: string;
  credit: string;
}

/**
 * What the books hold up to a date (or over a period): every account's debits and credits, and
 * the part of cost of sales (5000) that is goods taken out of stock (lines that carry a product),
 * which the profit and loss tells apart from costs expensed straight to 5000.
 */
export interface LedgerTotals {
  accounts: readonly AccountTotal[];
  goodsCost: { debit: string; credit: string };
}

export const EMPTY_TOTALS: LedgerTotals = Object.freeze({ accounts: Object.freeze([]), goodsCost: Object.freeze({ debit: '0', credit: '0' }) });

/** Inventory accounts (LEDGER.md §2): goods, raw materials, work in progress. */
export const INVENTORY_ACCOUNTS: readonly string[] = [ACCOUNT.INVENTORY_GOODS, ACCOUNT.INVENTORY_RAW_MATERIALS, ACCOUNT.WORK_IN_PROGRESS];

const keyOf = (code: string, subAccount: string) => `${code}\u0000${subAccount}`;

/** Read access to a LedgerTotals: nets (debit − credit) by account, exact decimals. */
export class TotalsView {
  private readonly byKey = new Map<string, { code: string; subAccount: string; debit: Decimal; credit: Decimal }>();

  constructor(readonly totals: LedgerTotals) {
    for (const row of totals.accounts) {
      const key = keyOf(row.code, row.subAccount);
      const known = this.byKey.get(key);
      this.byKey.set(key, {
        code: row.code,
        subAccount: row.subAccount,
        debit: (known?.debit ?? new Decimal(0)).plus(row.debit),
        credit: (known?.credit ?? new Decimal(0)).plus(row.credit),
      });
    }
  }

  /** Every account and sub-account with its totals. */
  entries(): { code: string; subAccount: string; debit: Decimal; credit: Decimal }[] {
    return [...this.byKey.values()];
  }

  /** The codes that have any row. */
  codes(): Set<string> {
    return new Set([...this.byKey.values()].map((row) => row.code));
  }

  /** Debit − credit of an account (all its sub-accounts unless one is named). */
  net(code: string, subAccount?: string): Decimal {
    let total = new Decimal(0);
    for (const row of this.byKey.values()) {
      if (row.code === code && (subAccount === undefined || row.subAccount === subAccount)) total = total.plus(row.debit).minus(row.credit);
    }
    return total;
  }

  /** Debit − credit over several accounts. */
  netOf(codes: Iterable<string>): Decimal {
    let total = new Decimal(0);
    for (const code of codes) total = total.plus(this.net(code));
    return total;
  }

  /** Debit − credit of goods taken out of stock into cost of sales. */
  goodsCost(): Decimal {
    return new Decimal(this.totals.goodsCost.debit).minus(this.totals.goodsCost.credit);
  }
}

/** What was posted between two cumulative totals: `later − earlier`, account by account. */
export function totalsBetween(earlier: LedgerTotals, later: LedgerTotals): LedgerTotals {
  const accounts = new Map<string, AccountTotal & { d: Decimal; c: Decimal }>();
  const add = (rows: readonly AccountTotal[], sign: 1 | -1) => {
    for (const row of rows) {
      const key = keyOf(row.code, row.subAccount);
      const known = accounts.get(key) ?? { code: row.code, subAccount: row.subAccount, debit: '0', credit: '0', d: new Decimal(0), c: new Decimal(0) };
      known.d = known.d.plus(new Decimal(row.debit).times(sign));
      known.c = known.c.plus(new Decimal(row.credit).times(sign));
      accounts.set(key, known);
    }
  };
  add(later.accounts, 1);
  add(earlier.accounts, -1);
  return {
    accounts: [...accounts.values()].map(({ code, subAccount, d, c }) => ({ code, subAccount, debit: d.toFixed(), credit: c.toFixed() })),
    goodsCost: {
      debit: new Decimal(later.goodsCost.debit).minus(earlier.goodsCost.debit).toFixed(),
      credit: new Decimal(later.goodsCost.credit).minus(earlier.goodsCost.credit).toFixed(),
    },
  };
}
