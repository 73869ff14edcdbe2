// The bank account both screens are about, kept in the address (`?bank=`) so a link or a reload
// opens the same one; the first account until one is picked. With none, the screens say where to add one.

import { Anchor, Button, Paper, Select, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { QueryState } from '../../../components/query-state.js';
import { useCurrentUserInShell } from '../../../lib/current-user.js';
import { isOwnerOrAdmin } from '../../../lib/access.js';
import { paths } from '../../../lib/paths.js';
import { useStatementBankAccounts, type BankAccountOption } from '../api.js';

/** "GTBank · 0123456789": the name the other screens give it, and the number that tells two apart. */
export const bankAccountLabel = (account: Pick<BankAccountOption, 'bankName' | 'accountNumber'> & { name?: string }) =>
  [account.name || account.bankName, account.accountNumber].filter(Boolean).join(' · ');

/** The address's parameters, and a setter that drops blank ones. */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const set = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    setParams(next, { replace: true });
  };
  return { params, set };
}

export function useChosenBankAccount() {
  const accounts = useStatementBankAccounts();
  const { params, set } = useAddressParams();
  const asked = params.get('bank');
  const list = accounts.data ?? [];
  // An address naming an account the business no longer has falls back to the first.
  const account = list.find((item) => item.bankAccountId === asked) ?? list[0] ?? null;
  const choose = (bankAccountId: string, more: Record<string, string | null> = {}) => set({ bank: bankAccountId, ...more });
  const select =
    list.length > 0 ? (
      <Select
        label="Bank account"
        data={list.map((item) => ({ value: item.bankAccountId, label: bankAccountLabel(item) }))}
        value={account?.bankAccountId ?? null}
        onChange={(value) => value && choose(value, { statement: null })}
        allowDeselect={false}
        w={{ base: '100%', xs: 280 }}
      />
    ) : null;
  return { accounts, account, select, params, set };
}

/** A screen with nothing to show yet: what is missing, and the way to it. */
export function EmptyPanel({ icon, title, children, action }: { icon: ReactNode; title: string; children: ReactNode; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs">
        {icon}
        <Text fw={600}>{title}</Text>
        <Text size="sm" c="dimmed" ta="center" maw={480}>
          {children}
        </Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** No bank account yet: nothing to import or reconcile; the owner adds one in the settings. */
export function NoBankAccounts() {
  const user = useCurrentUserInShell();
  return (
    <EmptyPanel
      icon={<IconBuildingBank size={32} stroke={1.5} aria-hidden />}
      title="No bank accounts yet"
      action={
        isOwnerOrAdmin(user) ? (
          <Button component={Link} to={paths.bankAccounts} mt="xs">
            Add a bank account
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            The owner or an admin adds them in{' '}
            <Anchor component={Link} to={paths.bankAccounts}>
              Settings › Bank accounts
            </Anchor>
            .
          </Text>
        )
      }
    >
      A statement belongs to one of the business’s bank accounts. Add the account the money goes through, then import its statement.
    </EmptyPanel>
  );
}

/** Both screens' frame: the bank accounts loading or failing, the way to add one when there is none, else the screen. */
export function BankAccountState({
  accounts,
  account,
  children,
}: {
  accounts: ReturnType<typeof useStatementBankAccounts>;
  account: BankAccountOption | null;
  children: ReactNode;
}) {
  return (
    <QueryState
      label="Loading bank accounts…"
      isLoading={accounts.isPending}
      error={accounts.error}
      onRetry={() => void accounts.refetch()}
      isEmpty={false}
      empty={null}
    >
      {account ? children : <NoBankAccounts />}
    </QueryState>
  );
}
