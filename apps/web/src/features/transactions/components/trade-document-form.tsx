// A quick sale or a purchase (spec 002 §2; LEDGER.md §1, §3): lines of products and services,
// discount, delivery and tax, and the payment block. The totals beside the form are computed
// as the server computes them (lib/document-totals.ts), and sent so the server can confirm them.

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Grid, Group, Paper, Stack, Table, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-client.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { todayIsoDate } from '../../../lib/date.js';
import { useSubmissionKeys } from '../../../lib/idempotency.js';
import { useMoney } from '../../../lib/money-context.js';
import { useRecordCommand, type CommandBodies, type RecordedTransaction } from '../api/commands.js';
import { adjustmentBody, computeTotals } from '../../../lib/document-totals.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { commandAccount } from '../../../lib/payment-accounts.js';
import { ProductPicker } from './pickers.js';
import { PaymentBlock } from './totals-fields.js';
import { AdjustmentsCard, TotalsPanel } from '../../../components/document-totals-fields.js';
import { RemoveLineButton } from '../../../components/remove-line-button.js';

export type TradeKind = 'sale' | 'purchase';

const adjustment = z.object({ enabled: z.boolean(), type: z.enum(['fixed', 'percent']), value: z.string() }).superRefine((value, context) => {
  if (!value.enabled || value.value.trim() === '') return;
  const amount = readDecimal(value.value);
  if (!amount) context.addIssue({ code: 'custom', path: ['value'], message: 'Enter a number, e.g. 7.5' });
  else if (value.type === 'percent' && amount.gt(100)) context.addIssue({ code: 'custom', path: ['value'], message: 'A percent is at most 100' });
});

const line = z.object({
  productId: z.string().min(1, 'Choose a product or service'),
  productName: z.string(),
  quantity: z.string().refine((value) => readDecimal(value)?.gt(0) ?? false, 'Enter a quantity greater than zero'),
  price: z.string().refine((value) => readDecimal(value) !== null, 'Enter a price (0 or more)'),
});

function schemaFor(kind: TradeKind, scale: number) {
  const who = kind === 'sale' ? 'customer' : 'supplier';
  return z
    .object({
      date: z.string().min(1, `Enter the date of the ${kind}`),
      lines: z.array(line).min(1, 'Add at least one product or service'),
      discount: adjustment,
      delivery: adjustment,
      tax: adjustment,
      account: z.string().min(1, 'Choose Cash or a bank account'),
      credit: z.boolean(),
      deposit: z.string(),
      dueDate: z.string(),
      contact: z.object({ id: z.string(), name: z.string() }),
      reference: z.string().max(100, 'At most 100 characters'),
      description: z.string().max(1000, 'At most 1000 characters'),
    })
    .superRefine((values, context) => {
      const totals = computeTotals(values, scale);
      if (totals.negative) context.addIssue({ code: 'custom', path: ['discount', 'value'], message: 'The discount is more than the subtotal' });
      if (!values.credit) return;
      if (!values.contact.id) context.addIssue({ code: 'custom', path: ['contact'], message: `Choose the ${who} on a credit ${kind}` });
      if (!values.dueDate) context.addIssue({ code: 'custom', path: ['dueDate'], message: 'Enter the due date of the balance' });
      if (values.deposit.trim() !== '' && readDecimal(values.deposit) === null)
        context.addIssue({ code: 'custom', path: ['deposit'], message: 'Enter an amount, e.g. 1000.00' });
      else if (totals.overpaid) context.addIssue({ code: 'custom', path: ['deposit'], message: 'The deposit is more than the total' });
    });
}

export type TradeFormValues = z.infer<ReturnType<typeof schemaFor>>;

const emptyLine = { productId: '', productName: '', quantity: '1', price: '' };

export function tradeDefaults(): TradeFormValues {
  return {
    date: todayIsoDate(),
    lines: [{ ...emptyLine }],
    discount: { enabled: false, type: 'percent', value: '' },
    delivery: { enabled: false, type: 'fixed', value: '' },
    tax: { enabled: false, type: 'percent', value: '' },
    account: 'cash',
    credit: false,
    deposit: '',
    dueDate: '',
    contact: { id: '', name: '' },
    reference: '',
    description: '',
  };
}

/** The API body (TradeDocumentDto), with the totals the form showed. */
export function tradeBody(values: TradeFormValues, scale: number): CommandBodies['sale'] & CommandBodies['purchase'] {
  const totals = computeTotals(values, scale);
  return {
    date: values.date,
    items: values.lines.map((item) => ({
      product: item.productId,
      quantity: readDecimal(item.quantity)!.toString(),
      price: readDecimal(item.price)!.toString(),
    })),
    ...adjustmentBody('discount', values.discount),
    ...adjustmentBody('delivery', values.delivery),
    ...adjustmentBody('tax', values.tax),
    account: commandAccount(values.account),
    credit: values.credit,
    ...(values.credit ? { initial_deposit: totals.paid, due_date: values.dueDate } : {}),
    ...(values.contact.id ? { entity: values.contact.id } : {}),
    ...(values.reference.trim() ? { reference: values.reference.trim() } : {}),
    ...(values.description.trim() ? { description: values.description.trim() } : {}),
    subtotal: totals.subtotal,
    total: totals.total,
  };
}

/** Server errors name API fields (items[0].quantity, initial_deposit); show them on the form's fields. */
function formFieldOf(apiField: string): string | null {
  const item = /^items\[(\d+)\]\.(product|quantity|price)$/.exec(apiField);
  if (item) return `lines.${item[1]}.${item[2] === 'product' ? 'productId' : item[2]}`;
  const known: Record<string, string> = {
    date: 'date',
    items: 'lines',
    account: 'account',
    initial_deposit: 'deposit',
    due_date: 'dueDate',
    entity: 'contact',
    reference: 'reference',
    description: 'description',
    discount: 'discount.value',
    delivery: 'delivery.value',
    tax: 'tax.value',
  };
  return known[apiField] ?? null;
}

export function TradeDocumentForm({
  kind,
  onRecorded,
  initialValues,
}: {
  kind: TradeKind;
  onRecorded?: (recorded: RecordedTransaction) => void;
  /** Prefilled lines or payment (a product page's 'Sell' link, a repeated sale). */
  initialValues?: Partial<TradeFormValues>;
}) {
  const money = useMoney();
  const submissionKeys = useSubmissionKeys();
  const record = useRecordCommand(kind === 'sale' ? 'sale' : 'purchase');
  const schema = useMemo(() => schemaFor(kind, money.decimals), [kind, money.decimals]);
  const form = useForm<TradeFormValues>({
    resolver: zodResolver(schema) as Resolver<TradeFormValues>,
    defaultValues: { ...tradeDefaults(), ...initialValues },
    mode: 'onTouched',
  });
  const { control, handleSubmit, setValue, setError, reset, formState } = form;
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control }) as TradeFormValues;
  const totals = computeTotals(watched, money.decimals);
  const saving = record.isPending;
  const label = kind === 'sale' ? 'Record sale' : 'Record purchase';

  const onSubmit = handleSubmit((values) => {
    if (record.isPending) return;
    const body = tradeBody(values, money.decimals);
    return new Promise<void>((resolve) => {
      record.mutate(
        { body, idempotencyKey: submissionKeys.keyFor(body) },
        {
          onSuccess: (response) => {
            submissionKeys.complete();
            // Keep the date and account: owners often record several in a row.
            reset({ ...tradeDefaults(), date: values.date, account: values.account });
            onRecorded?.(response.data);
            resolve();
          },
          onError: (error) => {
            if (error instanceof ApiError) {
              for (const { field, message } of error.errors) {
                const name = formFieldOf(field);
                if (name) setError(name as keyof TradeFormValues, { message });
              }
            }
            resolve();
          },
        },
      );
    });
  });

  const lineErrors = formState.errors.lines;

  return (
    <form onSubmit={onSubmit} noValidate aria-label={label}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Group grow align="flex-start">
                <Controller
                  control={control}
                  name="date"
                  render={({ field, fieldState }) => (
                    <IsoDateInput label="Date" value={field.value} onChange={field.onChange} error={fieldState.error?.message} required />
                  )}
                />
                <Controller
                  control={control}
                  name="reference"
                  render={({ field, fieldState }) => (
                    <TextInput label="Reference (optional)" placeholder="Made for you when blank" {...field} error={fieldState.error?.message} />
                  )}
                />
              </Group>
            </Paper>

            <Paper withBorder p="md" radius="md">
              <Title order={4} mb="sm">
                {kind === 'sale' ? 'Items sold' : 'Items bought'}
              </Title>
              <Table verticalSpacing="xs" aria-label="Items" className="lines-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Product or service</Table.Th>
                    <Table.Th w={96}>Quantity</Table.Th>
                    <Table.Th w={140}>{kind === 'sale' ? 'Unit price' : 'Unit cost'}</Table.Th>
                    <Table.Th ta="right" w={130}>
                      Total
                    </Table.Th>
                    <Table.Th />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {lines.fields.map((item, index) => (
                    <Table.Tr key={item.id}>
                      <Table.Td className="line-wide">
                        <Controller
                          control={control}
                          name={`lines.${index}.productId`}
                          render={({ fieldState }) => (
                            <ProductPicker
                              ariaLabel={`Product or service, line ${index + 1}`}
                              value={{ id: watched.lines?.[index]?.productId ?? '', name: watched.lines?.[index]?.productName ?? '' }}
                              type={kind === 'purchase' ? 'PRODUCT' : undefined}
                              onPick={(product) => {
                                setValue(`lines.${index}.productId`, product?.id ?? '', { shouldValidate: formState.isSubmitted });
                                setValue(`lines.${index}.productName`, product?.name ?? '');
                                const price = kind === 'sale' ? product?.sellingPrice : product?.buyingPrice;
                                if (product && price) setValue(`lines.${index}.price`, price, { shouldValidate: formState.isSubmitted });
                              }}
                              error={fieldState.error?.message}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td data-label="Quantity">
                        <Controller
                          control={control}
                          name={`lines.${index}.quantity`}
                          render={({ field, fieldState }) => (
                            <TextInput aria-label={`Quantity, line ${index + 1}`} inputMode="decimal" {...field} error={fieldState.error?.message} />
                          )}
                        />
                      </Table.Td>
                      <Table.Td data-label={kind === 'sale' ? 'Unit price' : 'Unit cost'}>
                        <Controller
                          control={control}
                          name={`lines.${index}.price`}
                          render={({ field, fieldState }) => (
                            <TextInput
                              aria-label={`Price, line ${index + 1}`}
                              inputMode="decimal"
                              placeholder="0.00"
                              {...field}
                              error={fieldState.error?.message}
                            />
                          )}
                        />
                      </Table.Td>
                      <Table.Td ta="right" data-label="Total">
                        {money.format(totals.lineTotals[index] ?? '0')}
                      </Table.Td>
                      <Table.Td className="line-actions">
                        <RemoveLineButton label={`Remove line ${index + 1}`} onClick={() => lines.remove(index)} disabled={lines.fields.length === 1} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
              {lineErrors?.root?.message || lineErrors?.message ? (
                <Text c="red" size="sm" mt="xs">
                  {lineErrors?.root?.message ?? lineErrors?.message}
                </Text>
              ) : null}
              <Button variant="light" leftSection={<IconPlus size={16} />} mt="sm" onClick={() => lines.append({ ...emptyLine })}>
                Add line
              </Button>
            </Paper>

            <AdjustmentsCard control={control} />

            <Paper withBorder p="md" radius="md">
              <Controller
                control={control}
                name="description"
                render={({ field, fieldState }) => (
                  <Textarea label="Description (optional)" autosize minRows={2} {...field} error={fieldState.error?.message} />
                )}
              />
            </Paper>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <Paper withBorder p="md" radius="md">
              <Title order={4} mb="sm">
                Payment
              </Title>
              <PaymentBlock
                control={control}
                credit={watched.credit}
                accountLabel={kind === 'sale' ? 'Paid into' : 'Paid from'}
                contactLabel={kind === 'sale' ? 'Customer' : 'Supplier'}
                contactKind={kind === 'sale' ? 'customer' : 'supplier'}
              />
            </Paper>
            <TotalsPanel totals={totals} credit={watched.credit} />
            {record.error && !record.error.errors.length && (
              <Alert color="red" variant="light" title="Not recorded">
                {record.error.message}
              </Alert>
            )}
            <Button type="submit" size="md" loading={saving} disabled={saving} fullWidth>
              {label}
            </Button>
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}
