import { Decimal } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

export interface AccountBalance {
  /** 'cash' for cash on hand, otherwise the bank account's id. */
  id: string;
  code: string;
  name: string;
  balance: string;
}

export interface BalanceDetails {
  currency: string;
  total: string;
  accounts: AccountBalance[];
}

/** Cash on hand and every bank account, with their balances (debits less credits), for the dashboard. */
export async function getBalanceDetails(db: Queryable, businessId: string, currency: string, scale: number): Promise<BalanceDetails> {
  const cash = await execute<{ debit_total: string; credit_total: string }>(
    db,
    sql.table('account_balances').select('debit_total', 'credit_total').where({ business_id: businessId, account_code: '1000', sub_account: '' }),
  );
  const banks = await execute<{ bank_account_id: string; bank_name: string; debit_total: string | null; credit_total: string | null }>(
    db,
    sql
      .table('bank_accounts as b')
      .leftJoin('account_balances as a', function () {
        this.on('a.business_id', 'b.business_id').andOn('a.sub_account', 'b.bank_account_id').andOnVal('a.account_code', '1010');
      })
      .select('b.bank_account_id', 'b.bank_name', 'a.debit_total', 'a.credit_total')
      .where('b.business_id', businessId)
      .orderBy(['b.bank_name', 'b.bank_account_id']),
  );
  const balanceOf = (row?: { debit_total: string | null; credit_total: string | null }) => new Decimal(row?.debit_total ?? 0).minus(row?.credit_total ?? 0);

  const accounts: AccountBalance[] = [
    { id: 'cash', code: '1000', name: 'Cash on hand', balance: balanceOf(cash[0]).toFixed(scale) },
    ...banks.map((row) => ({ id: row.bank_account_id, code: '1010', name: row.bank_name, balance: balanceOf(row).toFixed(scale) })),
  ];
  const total = accounts.reduce((sum, account) => sum.plus(account.balance), new Decimal(0));
  return { currency, total: total.toFixed(scale), accounts };
}
