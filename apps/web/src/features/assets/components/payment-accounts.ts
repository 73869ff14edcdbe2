import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.js';

interface BalanceDetails {
  accounts: { id: string; name: string; balance: string }[];
}

/** The payment accounts (spec 001 §2 Buy Asset): Cash, and the bank accounts whose balance is not zero. */
export function usePaymentAccounts() {
  return useQuery({
    queryKey: ['assets', 'payment-accounts'],
    queryFn: async () => {
      const details = (await apiClient.get<BalanceDetails>('/accounts/balancedetails')).data;
      const banks = details.accounts.filter((account) => account.id !== 'cash' && Number(account.balance) !== 0);
      return [{ value: 'Cash', label: 'Cash' }, ...banks.map((account) => ({ value: account.id, label: account.name }))];
    },
  });
}
