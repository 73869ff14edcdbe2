// CreateMoneyInTransaction: the form beside the balances, so the owner sees the balance move.
// Composes two features here, in app/, because features do not import each other.

import { useSearchParams } from 'react-router-dom';
import { Card } from '../../components/card.js';
import { useBalanceDetails } from '../../features/accounts/api/get-balance-details.js';
import { BalancesCard } from '../../features/accounts/components/balances-card.js';
import { MoneyInForm } from '../../features/transactions/components/money-in-form.js';
import { MONEY_IN_SUBTYPES, type MoneyInSubtype } from '../../features/transactions/money-in.js';

/** `?subtype=capital` (the Quick Action's link, spec 000 §2.1) preselects a subtype the form offers. */
function subtypeFromQuery(value: string | null): MoneyInSubtype | '' {
  const option = MONEY_IN_SUBTYPES.find((candidate) => candidate.value === value && !candidate.needsContact);
  return option ? option.value : '';
}

export function CreateMoneyInRoute() {
  const balances = useBalanceDetails();
  const [query] = useSearchParams();
  return (
    <>
      <div className="page__header">
        <h1>Record money in</h1>
      </div>
      <div className="grid grid--form-and-aside">
        <Card title="Money in">
          <MoneyInForm accounts={balances.data?.accounts ?? []} accountsLoading={balances.isPending} defaultSubtype={subtypeFromQuery(query.get('subtype'))} />
        </Card>
        <BalancesCard />
      </div>
    </>
  );
}
