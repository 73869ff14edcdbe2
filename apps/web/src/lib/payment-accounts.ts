// The accounts money is paid from or into: cash on hand and each bank account. Shared by the
// transaction forms and the create-product dialog (a negative quantity is a purchase, spec 001 §5).

import { useQuery } from '@tanstack/react-query';
import type { DataOf } from './api-answers.js';
import { apiClient } from './api-client.js';
import { queryScopes } from './query-client.js';
import { queryTags } from './query-tags.js';

/** Cash on hand and each bank account, with their balances (GET /accounts/balancedetails). */
export type PaymentAccounts = DataOf<'/api/v1/accounts/balancedetails', 'get'>;
export type PaymentAccountOption = PaymentAccounts['accounts'][number];

export const paymentAccountsQueryKey = [queryScopes.transactions, 'payment-accounts'] as const;

export function usePaymentAccounts() {
  return useQuery({
    queryKey: paymentAccountsQueryKey,
    queryFn: async () => (await apiClient.get<PaymentAccounts>('/accounts/balancedetails')).data,
    meta: { tags: [queryTags.ledger, queryTags.businessSettings] },
  });
}

/** "cash" in the balances list is "Cash" in commands. */
export function commandAccount(accountId: string): string {
  return accountId.toLowerCase() === 'cash' ? 'Cash' : accountId;
}
