// Cash or one of the business's bank accounts, for every form that pays money in or out (the
// transaction forms, an invoice's payment).

import { Select } from '@mantine/core';
import { usePaymentAccounts } from '../lib/payment-accounts.js';

/** The value is the balances list's id ('cash' or a bank account's id): `commandAccount` turns it into a command's account. */
export function PaymentAccountSelect({
  label,
  value,
  onChange,
  error,
  exclude,
}: {
  label: string;
  value: string;
  onChange: (id: string) => void;
  error?: string;
  exclude?: string;
}) {
  const accounts = usePaymentAccounts();
  const data = (accounts.data?.accounts ?? []).filter((account) => account.id !== exclude).map((account) => ({ value: account.id, label: account.name }));
  return (
    <Select
      label={label}
      placeholder={accounts.isPending ? 'Loading accounts…' : 'Cash or a bank account'}
      data={data}
      value={value || null}
      onChange={(id) => onChange(id ?? '')}
      disabled={accounts.isPending}
      error={error ?? (accounts.isError ? 'Could not load your accounts.' : undefined)}
      allowDeselect={false}
    />
  );
}
