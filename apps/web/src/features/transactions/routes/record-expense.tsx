// CreateExpenseTransaction (spec 002 §2): an expense of one category, or a prepayment held until it
// is used; tax and discount as on a sale; paid now or on credit to a supplier.

import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Grid, Group, Paper, Select, Stack, Switch, TextInput, Textarea, Title } from '@mantine/core';
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
import { PageHeader } from '../../../components/page-header.js';
import { RecordedNotice } from '../components/recorded-notice.js';
import { PaymentBlock } from '../components/totals-fields.js';
import { AdjustmentsCard, TotalsPanel } from '../../../components/document-totals-fields.js';
import { adjustmentBody, computeTotals } from '../../../lib/document-totals.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { commandAccount } from '../../../lib/payment-accounts.js';
import { transactionPrefill } from '../prefill.js';
import { EXPENSE_CATEGORIES } from '@ledgerline/ledger';

type ExpenseCategory = Exclude<CommandBodies['expense']['category'], number>;

/** Spec 002 §3's expense categories, in its order (the import's numeric code is the position + 1). */
const CATEGORIES: readonly ExpenseCategory[] = EXPENSE_CATEGORIES;

const label = (category: string) => category.replace(/_/g, ' ').replace(/^\w/, (letter) => letter.toUpperCase());

const adjustment = z.object({ enabled: z.boolean(), type: z.enum(['fixed', 'percent']), value: z.string() });

const schema = z
  .object({
    date: z.string().min(1, 'Enter the date of the expense'),
    category: z.string().min(1, 'Choose a category'),
    amount: z.string().refine((value) => readDecimal(value)?.gt(0) ?? false, 'Enter an amount greater than zero'),
    discount: adjustment,
    delivery: adjustment,
    tax: adjustment,
    account: z.string().min(1, 'Choose Cash or a bank account'),
    credit: z.boolean(),
    prepayment: z.boolean(),
    deposit: z.string(),
    dueDate: z.string(),
    contact: z.object({ id: z.string(), name: z.string() }),
    description: z.string().max(1000),
  })
  .superRefine((values, context) => {
    if (!values.credit) return;
    if (!values.contact.id) context.addIssue({ code: 'custom', path: ['contact'], message: 'Choose the supplier on a credit expense' });
    if (!values.dueDate) context.addIssue({ code: 'custom', path: ['dueDate'], message: 'Enter the due date of the balance' });
  });

type Values = z.infer<typeof schema>;

function totalsOf(values: Values, scale: number) {
  return computeTotals(
    {
      lines: [{ quantity: '1', price: values.amount }],
      discount: values.discount,
      delivery: values.delivery,
      tax: values.tax,
      credit: values.credit,
      deposit: values.deposit,
    },
    scale,
  );
}

export function CreateExpenseRoute() {
  const money = useMoney();
  const record = useRecordCommand('expense');
  const keys = useSubmissionKeys();
  const [recorded, setRecorded] = useState<RecordedTransaction | null>(null);
  const [query] = useSearchParams();
  const blank: Values = {
    date: todayIsoDate(),
    category: '',
    amount: '',
    discount: { enabled: false, type: 'percent', value: '' },
    delivery: { enabled: false, type: 'fixed', value: '' },
    tax: { enabled: false, type: 'percent', value: '' },
    account: 'cash',
    credit: false,
    prepayment: false,
    deposit: '',
    dueDate: '',
    contact: { id: '', name: '' },
    description: '',
  };
  // Filled from the address when another screen sent it (the bank reconciliation's Record); a recorded expense clears it.
  const defaults: Values = { ...blank, ...transactionPrefill(query) };
  const { control, handleSubmit, reset, setError, setValue } = useForm<Values>({ resolver: zodResolver(schema) as Resolver<Values>, defaultValues: defaults });
  const watched = useWatch({ control }) as Values;
  const totals = totalsOf(watched, money.decimals);

  const submit = handleSubmit((values) => {
    const computed = totalsOf(values, money.decimals);
    const body: CommandBodies['expense'] = {
      date: values.date,
      // One of CATEGORIES, the API's list.
      category: values.category as ExpenseCategory,
      amount: readDecimal(values.amount)!.toString(),
      ...adjustmentBody('discount', values.discount),
      ...adjustmentBody('delivery', values.delivery),
      ...adjustmentBody('tax', values.tax),
      account: commandAccount(values.account),
      credit: values.credit,
      prepayment: values.prepayment,
      ...(values.credit ? { initial_deposit: computed.paid, due_date: values.dueDate } : {}),
      ...(values.contact.id ? { entity: values.contact.id } : {}),
      ...(values.description.trim() ? { description: values.description.trim() } : {}),
    };
    record.mutate(
      { body, idempotencyKey: keys.keyFor(body) },
      {
        onSuccess: (response) => {
          keys.complete();
          setRecorded(response.data);
          reset({ ...blank, date: values.date, account: values.account });
        },
        onError: (error) => {
          if (!(error instanceof ApiError)) return;
          for (const { field, message } of error.errors) {
            const name = ({ initial_deposit: 'deposit', due_date: 'dueDate', entity: 'contact' } as Record<string, string>)[field] ?? field;
            if (name in blank) setError(name as keyof Values, { message });
          }
        },
      },
    );
  });

  return (
    <>
      <PageHeader
        title="New expense"
        description="Running costs of the business, or a prepayment used over time."
        trail={[{ label: 'Transactions', to: paths.transactions }]}
        actions={
          <Button component={Link} to={paths.transactions} variant="default">
            All transactions
          </Button>
        }
      />
      {recorded && <RecordedNotice recorded={recorded} what="Expense" onClose={() => setRecorded(null)} />}
      <form onSubmit={submit} noValidate aria-label="Record expense">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack>
              <Paper withBorder radius="md" p="md">
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
                      name="category"
                      render={({ field, fieldState }) => (
                        <Select
                          label="Category"
                          placeholder="Choose a category"
                          searchable
                          data={CATEGORIES.map((category) => ({ value: category, label: label(category) }))}
                          value={field.value || null}
                          onChange={(value) => field.onChange(value ?? '')}
                          error={fieldState.error?.message}
                        />
                      )}
                    />
                  </Group>
                  <Controller
                    control={control}
                    name="amount"
                    render={({ field, fieldState }) => (
                      <TextInput label="Amount" inputMode="decimal" placeholder="0.00" {...field} error={fieldState.error?.message} />
                    )}
                  />
                  <Controller
                    control={control}
                    name="description"
                    render={({ field }) => <Textarea label="Description (optional)" autosize minRows={2} {...field} />}
                  />
                  <Controller
                    control={control}
                    name="prepayment"
                    render={({ field }) => (
                      <Switch
                        label="Prepayment (paid in full now, used over the coming months)"
                        checked={field.value}
                        onChange={(event) => {
                          field.onChange(event.currentTarget.checked);
                          if (event.currentTarget.checked) setValue('credit', false);
                        }}
                      />
                    )}
                  />
                </Stack>
              </Paper>
              <AdjustmentsCard control={control} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack>
              <Paper withBorder radius="md" p="md">
                <Title order={4} mb="sm">
                  Payment
                </Title>
                <PaymentBlock
                  control={control}
                  credit={watched.credit}
                  accountLabel="Paid from"
                  contactLabel="Supplier"
                  contactKind="vendor"
                  allowCredit={!watched.prepayment}
                />
              </Paper>
              <TotalsPanel totals={totals} credit={watched.credit} />
              <Button type="submit" size="md" loading={record.isPending} fullWidth>
                Record expense
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </>
  );
}
