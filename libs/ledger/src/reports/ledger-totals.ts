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

/** Read access to a LedgerTotals: nets (debit − credit) by account, exact decimals, looked up in constant time. */
export class TotalsView {
  private readonly netByCode = new Map<string, Decimal>();
  private byKey?: Map<string, { code: string; subAccount: string; debit: Decimal; credit: Decimal }>;
  private readonly goods: Decimal;

  /** The totals `later` (minus `earlier` when given: what was posted between them). */
  constructor(
    private readonly later: LedgerTotals,
    private readonly earlier?: LedgerTotals,
  ) {
    for (const row of later.accounts) this.addNet(row.code, new Decimal(row.debit).minus(row.credit));
    for (const row of earlier?.accounts ?? []) this.addNet(row.code, new Decimal(row.credit).minus(row.debit));
    const goods = new Decimal(later.goodsCost.debit).minus(later.goodsCost.credit);
    this.goods = earlier ? goods.minus(earlier.goodsCost.debit).plus(earlier.goodsCost.credit) : goods;
  }

  private addNet(code: string, net: Decimal): void {
    const before = this.netByCode.get(code);
    this.netByCode.set(code, before ? before.plus(net) : net);
  }

  /** Per account and sub-account, built when first asked for (the trial balance, bank accounts). */
  private rows() {
    if (!this.byKey) {
      const byKey = new Map<string, { code: string; subAccount: string; debit: Decimal; credit: Decimal }>();
      const add = (rows: readonly AccountTotal[], sign: 1 | -1) => {
        for (const row of rows) {
          const key = keyOf(row.code, row.subAccount);
          const known = byKey.get(key) ?? { code: row.code, subAccount: row.subAccount, debit: new Decimal(0), credit: new Decimal(0) };
          known.debit = sign === 1 ? known.debit.plus(row.debit) : known.debit.minus(row.debit);
          known.credit = sign === 1 ? known.credit.plus(row.credit) : known.credit.minus(row.credit);
          byKey.set(key, known);
        }
      };
      add(this.later.accounts, 1);
      add(this.earlier?.accounts ?? [], -1);
      this.byKey = byKey;
    }
    return this.byKey;
  }

  /** Every account and sub-account with its totals. */
  entries(): { code: string; subAccount: string; debit: Decimal; credit: Decimal }[] {
    return [...this.rows().values()];
  }

  /** The codes that have any row. */
  codes(): Set<string> {
    return new Set(this.netByCode.keys());
  }

  /** Debit − credit of an account (all its sub-accounts unless one is named). */
  net(code: string, subAccount?: string): Decimal {
    if (subAccount === undefined) return this.netByCode.get(code) ?? new Decimal(0);
    const row = this.rows().get(keyOf(code, subAccount));
    return row ? row.debit.minus(row.credit) : new Decimal(0);
  }

  /** Debit − credit over several accounts. */
  netOf(codes: Iterable<string>): Decimal {
    let total = new Decimal(0);
    for (const code of codes) total = total.plus(this.net(code));
    return total;
  }

  /** Debit − credit of goods taken out of stock into cost of sales. */
  goodsCost(): Decimal {
    return this.goods;
  }
}

/** Debit − credit over the rows of some accounts only (cheaper than a view when a few accounts are wanted). */
export function netOfAccounts(totals: LedgerTotals, codes: ReadonlySet<string>): Decimal {
  let total = new Decimal(0);
  for (const row of totals.accounts) if (codes.has(row.code)) total = total.plus(row.debit).minus(row.credit);
  return total;
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
