import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import Decimal from 'decimal.js';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { todayIsoDate } from '../../../lib/date.js';
import { formatAmount, formatNumber } from '../../../lib/format.js';
import { useBankAccounts, type PurchaseOrder, type ReceiveBody } from '../api/inventory.api.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { useMoney } from '../../../lib/money-context.js';

const decimal = /^\d+(\.\d+)?$/;

export const receiveSchema = z
  .object({
    date: z.string().min(1, 'Date is required'),
    account: z.string(),
    credit: z.boolean(),
    initialDeposit: z.string().trim(),
    dueDate: z.string().nullable(),
    lines: z.array(
      z
        .object({ product: z.string(), name: z.string(), outstanding: z.string(), quantity: z.string().transform((value) => value.replace(/[\s,]/g, '')) })
        .superRefine((line, context) => {
          if (line.quantity === '') return;
          if (!decimal.test(line.quantity)) context.addIssue({ code: 'custom', path: ['quantity'], message: 'Enter a number' });
          else if (new Decimal(line.quantity).gt(line.outstanding))
            context.addIssue({ code: 'custom', path: ['quantity'], message: `Only ${line.outstanding} outstanding` });
        }),
    ),
  })
  .superRefine((values, context) => {
    const received = values.lines.filter((line) => decimal.test(line.quantity) && new Decimal(line.quantity).gt(0));
    if (received.length === 0) context.addIssue({ code: 'custom', path: ['lines'], message: 'Enter the quantity received of at least one product' });
    if (!values.credit && values.account === '') context.addIssue({ code: 'custom', path: ['account'], message: 'Account is required' });
    if (values.credit && !values.dueDate) context.addIssue({ code: 'custom', path: ['dueDate'], message: 'Balance Due Date is required' });
    if (values.credit && values.initialDeposit !== '' && !decimal.test(values.initialDeposit))
      context.addIssue({ code: 'custom', path: ['initialDeposit'], message: 'Enter a number' });
  });
export type ReceiveValues = z.infer<typeof receiveSchema>;

interface ReceiveFormProps {
  order: PurchaseOrder;
  submitting: boolean;
  serverError?: string;
  onSubmit: (body: ReceiveBody) => void;
  onCancel: () => void;
}

/** Receiving goods against an order, in part or whole, and how the purchase is paid (LEDGER.md §1). */
export function ReceiveForm({ order, submitting, serverError, onSubmit, onCancel }: ReceiveFormProps) {
  const money = useMoney();
  const banks = useBankAccounts();
  const form = useForm<ReceiveValues>({
    resolver: zodResolver(receiveSchema),
    defaultValues: {
      date: todayIsoDate(),
      account: 'Cash',
      credit: false,
      initialDeposit: '',
      dueDate: null,
      lines: order.items
        .filter((item) => new Decimal(item.outstanding).gt(0))
        .map((item) => ({ product: item.product, name: item.name, outstanding: item.outstanding, quantity: item.outstanding })),
    },
  });
  const errors = form.formState.errors;
  const credit = useWatch({ control: form.control, name: 'credit' });
  const lines = useWatch({ control: form.control, name: 'lines' });
  const priceOf = (product: string) => order.items.find((item) => item.product === product)?.price ?? '0';
  const total = lines.reduce(
    (sum, line) => (decimal.test(line.quantity) ? sum.plus(new Decimal(line.quantity).times(priceOf(line.product))) : sum),
    new Decimal(0),
  );
  const accounts = [{ value: 'Cash', label: 'Cash' }, ...(banks.data ?? []).map((bank) => ({ value: bank.bankAccountId, label: bank.name }))];

  const submit = form.handleSubmit((values) =>
    onSubmit({
      status: 'received',
      date: values.date,
      items: values.lines
        .filter((line) => decimal.test(line.quantity) && new Decimal(line.quantity).gt(0))
        .map((line) => ({ product: line.product, quantity: line.quantity })),
      ...(values.credit
        ? {
            credit: true,
            due_date: values.dueDate ?? undefined,
            ...(values.initialDeposit ? { initial_deposit: values.initialDeposit, account: values.account || 'Cash' } : {}),
          }
        : { account: values.account }),
    }),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Receive goods">
      <Stack>
        {/* On a phone each product is a card of labelled fields (styles.css, .lines-table). */}
        <Table aria-label="Goods received" verticalSpacing="xs" className="lines-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product</Table.Th>
              <Table.Th ta="right">Outstanding</Table.Th>
              <Table.Th ta="right">Unit price</Table.Th>
              <Table.Th w={160}>Received now</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => (
              <Table.Tr key={line.product}>
                <Table.Td className="line-wide">{line.name}</Table.Td>
                <Table.Td ta="right" data-label="Outstanding">
                  {formatNumber(line.outstanding)}
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }} data-label="Unit price">
                  {formatAmount(priceOf(line.product), order.currency)}
                </Table.Td>
                <Table.Td data-label="Received now">
                  <TextInput
                    aria-label={`Received quantity of ${line.name}`}
                    inputMode="decimal"
                    {...form.register(`lines.${index}.quantity`)}
                    error={errors.lines?.[index]?.quantity?.message}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        {(errors.lines?.message ?? errors.lines?.root?.message) && (
          <Text c="red" size="sm" role="alert">
            {errors.lines?.message ?? errors.lines?.root?.message}
          </Text>
        )}
        <Group justify="space-between">
          <Text c="dimmed">Purchase amount</Text>
          <Text fw={700}>{formatAmount(total.toFixed(), order.currency)}</Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            control={form.control}
            name="date"
            render={({ field }) => <IsoDateInput label="Date received" value={field.value} onChange={field.onChange} error={errors.date?.message} required />}
          />
          <Controller
            control={form.control}
            name="account"
            render={({ field }) => (
              <Select
                label={credit ? 'Deposit paid from' : 'Paid from'}
                data={accounts}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={errors.account?.message}
                allowDeselect={false}
              />
            )}
          />
        </SimpleGrid>
        <Switch label="On credit (pay the supplier later)" {...form.register('credit')} />
        {credit && (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label="Initial deposit"
              leftSection={money.symbol}
              inputMode="decimal"
              {...form.register('initialDeposit')}
              error={errors.initialDeposit?.message}
            />
            <Controller
              control={form.control}
              name="dueDate"
              render={({ field }) => (
                <IsoDateInput
                  label="Balance Due Date"
                  value={field.value}
                  onChange={(value) => field.onChange(value || null)}
                  error={errors.dueDate?.message}
                  required
                  clearable
                />
              )}
            />
          </SimpleGrid>
        )}
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            Receive goods
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
