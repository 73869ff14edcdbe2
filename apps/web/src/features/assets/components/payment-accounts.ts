import { useQuery } from '@tanstack/react-query';
import type { DataOf } from '../../../lib/api-answers.js';
import { apiClient } from '../../../lib/api-client.js';

/** The payment accounts (spec 001 §2 Buy Asset): Cash, and the bank accounts whose balance is not zero. */
export function usePaymentAccounts() {
  return useQuery({
    queryKey: ['assets', 'payment-accounts'],
    queryFn: async () => {
      const details = (await apiClient.get<DataOf<'/api/v1/accounts/balancedetails', 'get'>>('/accounts/balancedetails')).data;
      const banks = details.accounts.filter((account) => account.id !== 'cash' && Number(account.balance) !== 0);
      return [{ value: 'Cash', label: 'Cash' }, ...banks.map((account) => ({ value: account.id, label: account.name }))];
    },
  });
}
