// /budget/profit-loss/create and /budget/line-item/create: a new budget, or with ?id= the budget
// to change (the whole budget is sent again). Saved, it opens the budget beside the books.

import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header.js';
import { QueryState } from '../../../components/query-state.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { paths, withQuery } from '../../../lib/paths.js';
import { useBudget, useBudgetAccounts, useSaveBudget, type BudgetKind } from '../api.js';
import { BudgetForm, initialLines } from '../components/budget-form.js';
import { KINDS } from '../kinds.js';
import { currentMonth } from '../months.js';

function BudgetEdit({ kind }: { kind: BudgetKind }) {
  const screens = KINDS[kind];
  const id = useSearchParams()[0].get('id');
  const navigate = useNavigate();
  const accounts = useBudgetAccounts();
  const budget = useBudget(id);
  const save = useSaveBudget(id);
  const keys = useSubmissionKeys();
  const list = kind === 'line-item' ? accounts.data?.lineItem : accounts.data?.profitLoss;
  const wrongKind = budget.data && budget.data.kind !== kind;
  return (
    <>
      <PageHeader
        title={id ? `Edit ${budget.data?.name ?? 'budget'}` : `New ${kind === 'profit-loss' ? 'Profit & Loss' : 'line-item'} budget`}
        description={
          kind === 'profit-loss'
            ? 'Plan each account month by month; leave the rest at zero. “Spread” shares a yearly amount over the months.'
            : 'Choose the expense lines to watch and set each month’s limit.'
        }
        trail={[
          { label: 'Accounting', to: paths.accounting },
          { label: screens.title, to: screens.list },
        ]}
      />
      <QueryState
        label="Loading…"
        isLoading={accounts.isPending || (Boolean(id) && budget.isPending)}
        error={accounts.error ?? budget.error ?? (wrongKind ? new Error('This budget is of the other kind.') : null)}
        onRetry={() => void Promise.all([accounts.refetch(), id ? budget.refetch() : undefined])}
        isEmpty={false}
        empty={null}
      >
        {list && (
          <BudgetForm
            key={budget.data?.id ?? 'new'}
            kind={kind}
            accounts={list}
            initial={{
              name: budget.data?.name ?? '',
              firstMonth: budget.data?.firstMonth ?? currentMonth(),
              lines: initialLines(kind, list, budget.data?.lines),
            }}
            submitLabel={id ? 'Save budget' : 'Create budget'}
            submitting={save.isPending}
            error={save.error?.message}
            onSubmit={(body) =>
              save.mutate(
                { body, idempotencyKey: keys.keyFor(body) },
                {
                  onSuccess: (answer) => {
                    keys.complete();
                    void navigate(withQuery(screens.view, { id: answer.data.id }));
                  },
                },
              )
            }
          />
        )}
      </QueryState>
    </>
  );
}

export const ProfitLossBudgetEditRoute = () => <BudgetEdit kind="profit-loss" />;
export const LineItemBudgetEditRoute = () => <BudgetEdit kind="line-item" />;
