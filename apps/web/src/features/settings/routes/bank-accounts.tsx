// BankAccounts: the business's bank accounts. Each is also a payment account of the ledger, so
// sales and expenses can be paid into or out of it.

import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Button, Card, Grid, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { z } from 'zod';
import { useBankAccounts, useSetBankAccounts, type BankAccount } from '../api.js';
import { isForbidden, ToSettings } from '../components/forbidden-redirect.js';
import { SettingsPage } from '../../../components/settings-page.js';

export const bankAccountsSchema = z.object({
  accounts: z.array(
    z.object({
      bankAccountId: z.string().optional(),
      bankName: z.string().trim().min(1, 'Enter the bank’s name'),
      accountName: z.string().trim().min(1, 'Enter the account name'),
      accountNumber: z
        .string()
        .trim()
        .regex(/^\d{10}$/, 'Enter the 10-digit account number (NUBAN)'),
    }),
  ),
});

type Values = z.infer<typeof bankAccountsSchema>;
const EMPTY: BankAccount = { bankName: '', accountName: '', accountNumber: '' };

export function BankAccountsForm({ accounts }: { accounts: BankAccount[] }) {
  const save = useSetBankAccounts();
  const form = useForm<Values>({ resolver: zodResolver(bankAccountsSchema), defaultValues: { accounts: accounts.length > 0 ? accounts : [EMPTY] } });
  useEffect(() => form.reset({ accounts: accounts.length > 0 ? accounts : [EMPTY] }), [accounts, form]);
  const rows = useFieldArray({ control: form.control, name: 'accounts' });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values.accounts);
    } catch {
      // The alert shows the server's message.
    }
  });

  return (
    <Card>
      <form onSubmit={submit} noValidate aria-label="Bank accounts">
        <Stack>
          {rows.fields.map((row, index) => (
            <Grid key={row.id} align="flex-end">
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label="Bank name" {...form.register(`accounts.${index}.bankName`)} error={errors.accounts?.[index]?.bankName?.message} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 4 }}>
                <TextInput label="Account name" {...form.register(`accounts.${index}.accountName`)} error={errors.accounts?.[index]?.accountName?.message} />
              </Grid.Col>
              <Grid.Col span={{ base: 10, sm: 3 }}>
                <TextInput
                  label="Account number"
                  inputMode="numeric"
                  maxLength={10}
                  {...form.register(`accounts.${index}.accountNumber`)}
                  error={errors.accounts?.[index]?.accountNumber?.message}
                />
              </Grid.Col>
              <Grid.Col span={{ base: 2, sm: 1 }}>
                <ActionIcon variant="subtle" color="red" size="lg" aria-label={`Remove bank account ${index + 1}`} onClick={() => rows.remove(index)}>
                  <IconTrash size={18} />
                </ActionIcon>
              </Grid.Col>
            </Grid>
          ))}
          {rows.fields.length === 0 && <Text c="dimmed">No bank accounts. Add one to receive and pay money through it.</Text>}
          <Group>
            <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => rows.append(EMPTY)}>
              Add bank account
            </Button>
            <Button type="submit" loading={isSubmitting} disabled={isSubmitting}>
              Save bank accounts
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export default function BankAccountsRoute() {
  const accounts = useBankAccounts();
  return (
    <SettingsPage title="Bank accounts" description="Where your business receives and pays money.">
      {accounts.isPending ? (
        <Skeleton h={200} />
      ) : accounts.isError && isForbidden(accounts.error) ? (
        <ToSettings />
      ) : accounts.isError ? (
        <Text c="red" role="alert">
          Could not load bank accounts. {accounts.error.message}
        </Text>
      ) : (
        <BankAccountsForm accounts={accounts.data} />
      )}
    </SettingsPage>
  );
}
