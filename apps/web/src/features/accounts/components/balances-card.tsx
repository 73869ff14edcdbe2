// Cash and bank balances with their total: the owner's "how much money do I have" at a glance.

import { Card } from '../../../components/card.js';
import { formatMoney } from '../../../lib/money.js';
import { useBalanceDetails } from '../api/get-balance-details.js';

export function BalancesCard() {
  const balances = useBalanceDetails();

  return (
    <Card title="Cash and bank balances">
      {balances.isPending ? (
        <p className="muted" role="status">
          Loading balances…
        </p>
      ) : balances.isError ? (
        <div className="inline-error" role="alert">
          <p>Could not load balances. {balances.error.message}</p>
          <button type="button" className="button button--secondary" onClick={() => void balances.refetch()}>
            Try again
          </button>
        </div>
      ) : balances.data.accounts.length === 0 ? (
        <p className="muted">No cash or bank accounts yet. Record money in to get started.</p>
      ) : (
        <table className="balances" aria-label="Account balances" aria-busy={balances.isFetching}>
          <thead>
            <tr>
              <th scope="col">Account</th>
              <th scope="col" className="amount">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {balances.data.accounts.map((account) => (
              <tr key={account.id}>
                <th scope="row">
                  {account.name} <span className="balances__code">{account.code}</span>
                </th>
                <td className="amount">{formatMoney(account.balance, balances.data.currency)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Total</th>
              <td className="amount">{formatMoney(balances.data.total, balances.data.currency)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </Card>
  );
}
