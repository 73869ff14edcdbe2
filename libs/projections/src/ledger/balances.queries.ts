import { bankAccountNames, Decimal } from '@ledgerline/ledger';
import { execute, sql, type Queryable } from '../db.js';

export interface AccountBalance {
  /** 'cash' for cash on hand, otherwise the bank account's id. */
  id: string;
  code: string;
  /** 'Cash on hand', or the bank account's name: its bank's, with the number's last four digits beside another account at that bank. */
  name: string;
  balance: string;
}

export interface BalanceDetails {
  currency: string;
  total: string;
  accounts: AccountBalance[];
}

/**
 * Cash on hand and every bank account the business has, with their balances (debits less credits),
 * for the dashboard and the payment account pickers; each bank account by its name (`bankAccountNames`).
 */
export async function getBalanceDetails(db: Queryable, businessId: string, currency: string, scale: number): Promise<BalanceDetails> {
  const cash = await execute<{ debit_total: string; credit_total: string }>(
    db,
    sql.table('account_balances').select('debit_total', 'credit_total').where({ business_id: businessId, account_code: '1000', sub_account: '' }),
  );
  const banks = await execute<{
    bank_account_id: string;
    bank_name: string;
    account_number: string;
    removed: boolean;
    debit_total: string | null;
    credit_total: string | null;
  }>(
    db,
    sql
      .table('bank_accounts as b')
      .leftJoin('account_balances as a', function () {
        this.on('a.business_id', 'b.business_id').andOn('a.sub_account', 'b.bank_account_id').andOnVal('a.account_code', '1010');
      })
      .select('b.bank_account_id', 'b.bank_name', 'b.account_number', 'b.removed', 'a.debit_total', 'a.credit_total')
      .where('b.business_id', businessId)
      // Two accounts at one bank in the order of their numbers, not of their random ids.
      .orderBy(['b.bank_name', 'b.account_number', 'b.bank_account_id']),
  );
  const balanceOf = (row?: { debit_total: string | null; credit_total: string | null }) => new Decimal(row?.debit_total ?? 0).minus(row?.credit_total ?? 0);
  // Named among every account the business has had, as its lines in the books name it; listed only while it has it.
  const names = bankAccountNames(banks.map((row) => ({ bankAccountId: row.bank_account_id, bankName: row.bank_name, accountNumber: row.account_number })));

  const accounts: AccountBalance[] = [
    { id: 'cash', code: '1000', name: 'Cash on hand', balance: balanceOf(cash[0]).toFixed(scale) },
    ...banks
      .filter((row) => !row.removed)
      .map((row) => ({ id: row.bank_account_id, code: '1010', name: names.get(row.bank_account_id)!, balance: balanceOf(row).toFixed(scale) })),
  ];
  const total = accounts.reduce((sum, account) => sum.plus(account.balance), new Decimal(0));
  return { currency, total: total.toFixed(scale), accounts };
}
