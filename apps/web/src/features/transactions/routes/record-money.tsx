// CreateMoneyInTransaction and CreateMoneyOutTransaction (spec 002 §2): one amount into or out of
// cash or a bank, beside the accounts' balances. The balances refetch after the save and wait for
// it (X-Consistent-After), so the figure shown includes the money just recorded.

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Paper, Select, Skeleton, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { todayIsoDate } from '../../../lib/date.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { useRecordCommand, type CommandBodies, type RecordedTransaction } from '../api/commands.js';
import { usePaymentAccounts } from '../api/lookups.js';
import { PageHeader } from '../../../components/page-header.js';
import { ContactPicker } from '../components/pickers.js';
import { PaymentAccountSelect } from '../../../components/payment-account-select.js';
import { RecordedNotice } from '../components/recorded-notice.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { MONEY_IN_SUBTYPES } from '../money-in.js';
import { transactionPrefill } from '../prefill.js';
import { commandAccount } from '../../../lib/payment-accounts.js';

type Direction = 'in' | 'out';

const MONEY_OUT_SUBTYPES: readonly { value: CommandBodies['moneyOut']['subtype']; label: string; needsContact: boolean }[] = [
  { value: 'supplier_payment', label: 'Payment to a supplier', needsContact: true },
  { value: 'credit_repayment', label: 'Loan repayment', needsContact: false },
  { value: 'drawings', label: "Owner's drawings", needsContact: false },
  { value: 'refund', label: 'Refund to a customer', needsContact: true },
  { value: 'interest_expense', label: 'Interest paid', needsContact: false },
];

const schema = z
  .object({
    date: z.string().min(1, 'Enter the date'),
    amount: z.string().refine((value) => readDecimal(value)?.gt(0) ?? false, 'Enter an amount greater than zero, e.g. 1500.00'),
    subtype: z.string().min(1, 'Choose what the money is for'),
    account: z.string().min(1, 'Choose Cash or a bank account'),
    contact: z.object({ id: z.string(), name: z.string() }),
    needsContact: z.boolean(),
    description: z.string().max(1000, 'At most 1000 characters'),
  })
  .refine((values) => !values.needsContact || values.contact.id !== '', { path: ['contact'], message: 'Choose the contact' });

type Values = z.infer<typeof schema>;

/** Cash on hand and each bank account with its balance. */
export function BalancesPanel() {
  const accounts = usePaymentAccounts();
  const money = useMoney();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="sm">
        Balances
      </Title>
      {accounts.isPending ? (
        <Stack gap="xs">
          <Skeleton height={16} />
          <Skeleton height={16} />
        </Stack>
      ) : accounts.isError ? (
        <Text c="red" size="sm">
          Could not load the balances. {accounts.error.message}
        </Text>
      ) : (
        <Table aria-label="Account balances">
          <Table.Tbody>
            {accounts.data.accounts.map((account) => (
              <Table.Tr key={account.id}>
                <Table.Th fw={500}>{account.name}</Table.Th>
                <Table.Td ta="right">{money.format(account.balance)}</Table.Td>
              </Table.Tr>
            ))}
            <Table.Tr>
              <Table.Th>Total</Table.Th>
              <Table.Td ta="right" fw={700}>
                {money.format(accounts.data.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}

function RecordMoney({ direction }: { direction: Direction }) {
  const [query] = useSearchParams();
  const options: readonly { value: string; label: string; needsContact: boolean }[] = direction === 'in' ? MONEY_IN_SUBTYPES : MONEY_OUT_SUBTYPES;
  const preset = options.find((option) => option.value === query.get('subtype'));
  const blank: Values = {
    date: todayIsoDate(),
    amount: '',
    subtype: preset?.value ?? '',
    account: 'cash',
    contact: { id: '', name: '' },
    needsContact: preset?.needsContact ?? false,
    description: '',
  };
  // Filled from the address when another screen sent it (the bank reconciliation's Record); a recorded transaction clears it.
  const defaults: Values = { ...blank, ...transactionPrefill(query) };
  const record = useRecordCommand(direction === 'in' ? 'moneyIn' : 'moneyOut');
  const money = useMoney();
  const keys = useSubmissionKeys();
  const [recorded, setRecorded] = useState<RecordedTransaction | null>(null);
  const { control, handleSubmit, reset, setValue, setError } = useForm<Values>({ resolver: zodResolver(schema) as Resolver<Values>, defaultValues: defaults });
  const needsContact = useWatch({ control, name: 'needsContact' });
  const title = direction === 'in' ? 'Record money in' : 'Record money out';

  const submit = handleSubmit((values) => {
    const common = {
      date: values.date,
      // At the currency's scale; more decimals than it has go as typed, for the server to refuse.
      amount: money.parseInput(values.amount) ?? readDecimal(values.amount)!.toFixed(),
      account: commandAccount(values.account),
      description: values.description.trim(),
      ...(values.contact.id ? { entity: values.contact.id } : {}),
    };
    // The subtype is one of the direction's options (MONEY_IN_SUBTYPES, MONEY_OUT_SUBTYPES): the API's own.
    const body: CommandBodies['moneyIn'] | CommandBodies['moneyOut'] =
      direction === 'in'
        ? { ...common, subtype: values.subtype as CommandBodies['moneyIn']['subtype'] }
        : { ...common, subtype: values.subtype as CommandBodies['moneyOut']['subtype'] };
    record.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (response) => {
          keys.complete();
          setRecorded(response.data);
          reset({ ...blank, date: values.date, subtype: values.subtype, account: values.account, needsContact: values.needsContact });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const { field, message } of error.errors) {
            const name = field === 'entity' ? 'contact' : field;
            if (['date', 'amount', 'subtype', 'account', 'contact', 'description'].includes(name)) setError(name as keyof Values, { message });
          }
        },
      },
    );
  });

  return (
    <>
      <PageHeader
        title={title}
        description={
          direction === 'in' ? 'Capital, loans and other income into cash or a bank.' : 'Drawings, loan repayments and payments out of cash or a bank.'
        }
        trail={[{ label: 'Transactions', to: paths.transactions }]}
        actions={
          <Button component={Link} to={paths.transactions} variant="default">
            All transactions
          </Button>
        }
      />
      {recorded && <RecordedNotice recorded={recorded} what={direction === 'in' ? 'Money in' : 'Money out'} onClose={() => setRecorded(null)} />}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Paper withBorder radius="md" p="md">
            <form onSubmit={submit} noValidate aria-label={title}>
              <Stack>
                <Group grow align="flex-start">
                  <Controller
                    control={control}
                    name="date"
                    render={({ field, fieldState }) => (
                      <IsoDateInput label="Date" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                    )}
                  />
                  <Controller
                    control={control}
                    name="amount"
                    render={({ field, fieldState }) => (
                      <TextInput label="Amount" inputMode="decimal" placeholder="0.00" autoComplete="off" {...field} error={fieldState.error?.message} />
                    )}
                  />
                </Group>
                <Controller
                  control={control}
                  name="subtype"
                  render={({ field, fieldState }) => (
                    <Select
                      label={direction === 'in' ? 'Money from' : 'Money for'}
                      placeholder="Choose one"
                      data={options.map(({ value, label }) => ({ value, label }))}
                      value={field.value || null}
                      onChange={(value) => {
                        field.onChange(value ?? '');
                        setValue('needsContact', options.find((option) => option.value === value)?.needsContact ?? false);
                      }}
                      error={fieldState.error?.message}
                      allowDeselect={false}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="account"
                  render={({ field, fieldState }) => (
                    <PaymentAccountSelect
                      label={direction === 'in' ? 'Paid into' : 'Paid from'}
                      value={field.value}
                      onChange={field.onChange}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="contact"
                  render={({ field, fieldState }) => (
                    <ContactPicker
                      label={needsContact ? 'Contact' : 'Contact (optional)'}
                      value={field.value}
                      onPick={(contact) => field.onChange(contact ?? { id: '', name: '' })}
                      error={fieldState.error?.message}
                      kind={direction === 'in' ? 'customer' : 'supplier'}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name="description"
                  render={({ field, fieldState }) => <Textarea label="Description" autosize minRows={2} {...field} error={fieldState.error?.message} />}
                />
                <Group justify="flex-end">
                  <Button type="submit" loading={record.isPending}>
                    {title}
                  </Button>
                </Group>
              </Stack>
            </form>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <BalancesPanel />
        </Grid.Col>
      </Grid>
    </>
  );
}

export function CreateMoneyInRoute() {
  return <RecordMoney direction="in" />;
}

export function CreateMoneyOutRoute() {
  return <RecordMoney direction="out" />;
}
