// Produce (spec 002 §2 Production, §3 Production): raw materials (and work in progress) in,
// additional costs paid from Cash or a bank account, products out at what the batch cost. The
// batch's cost beside the form is read as the ledger books it (production-cost.ts).

import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Center, Anchor, Button, Divider, Grid, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { z } from 'zod';
import { PageHeader } from '../../../components/page-header.js';
import { PaymentAccountSelect } from '../../../components/payment-account-select.js';
import { RemoveLineButton } from '../../../components/remove-line-button.js';
import { ApiError } from '../../../lib/api-client.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { todayIsoDate } from '../../../lib/date.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { useMoney } from '../../../lib/money-context.js';
import { paths } from '../../../lib/paths.js';
import { commandAccount } from '../../../lib/payment-accounts.js';
import { useProduce, useWip, useWipSetting } from '../api/production.js';
import { batchCost, type BatchCost } from '../production-cost.js';
import { emptyRawMaterialLine, RawMaterialLines } from './raw-material-lines.js';
import { StockSelect } from './stock-select.js';

const optionalAmount = (message: string) => z.string().refine((value) => value.trim() === '' || readDecimal(value) !== null, message);
const positive = (message: string) => z.string().refine((value) => readDecimal(value)?.gt(0) ?? false, message);

const inputLine = z.object({ id: z.string(), name: z.string(), quantity: z.string(), onHand: z.string(), stockValue: z.string(), measurement: z.string() });

const schema = z
  .object({
    date: z.string().min(1, 'Enter the date of the batch'),
    inputs: z.array(inputLine),
    wip: optionalAmount('Enter an amount, e.g. 1500.00'),
    additionalCosts: z.array(
      z.object({
        description: z.string().max(200, 'At most 200 characters'),
        amount: z
          .string()
          .refine((value) => value.trim() !== '', 'Amount is required')
          .refine((value) => value.trim() === '' || readDecimal(value) !== null, 'Enter an amount, e.g. 1500.00'),
      }),
    ),
    account: z.string(),
    outputs: z
      .array(
        z.object({
          id: z.string().min(1, 'Pick a product'),
          name: z.string(),
          quantity: positive('Quantity is required'),
          price: optionalAmount('Enter a price, e.g. 500.00'),
        }),
      )
      .min(1, 'Add the product this batch makes'),
    description: z.string().max(1000, 'At most 1000 characters'),
  })
  .superRefine((values, context) => {
    values.inputs.forEach((line, index) => {
      const blank = !line.id && line.quantity.trim() === '';
      if (blank) return;
      if (!line.id) context.addIssue({ code: 'custom', path: ['inputs', index, 'id'], message: 'Pick a raw material' });
      if (!(readDecimal(line.quantity)?.gt(0) ?? false))
        context.addIssue({ code: 'custom', path: ['inputs', index, 'quantity'], message: 'Enter a quantity greater than zero' });
    });
    const costs = values.additionalCosts.some((cost) => readDecimal(cost.amount)?.gt(0));
    if (costs && !values.account) context.addIssue({ code: 'custom', path: ['account'], message: 'Choose Cash or a bank account' });
    const anyInput = values.inputs.some((line) => line.id) || (readDecimal(values.wip)?.gt(0) ?? false) || costs;
    if (!anyInput) context.addIssue({ code: 'custom', path: ['inputs'], message: 'Add raw materials, work in progress or additional costs' });
  });

export type ProduceValues = z.infer<typeof schema>;

const emptyOutput = (): ProduceValues['outputs'][number] => ({ id: '', name: '', quantity: '', price: '' });
const emptyCost = (): ProduceValues['additionalCosts'][number] => ({ description: '', amount: '' });

function defaults(): ProduceValues {
  return { date: todayIsoDate(), inputs: [emptyRawMaterialLine()], wip: '', additionalCosts: [], account: 'cash', outputs: [emptyOutput()], description: '' };
}

/** The API's field (inputs[1].quantity) on the form: raw material lines left blank were not sent, so `sentInputs` maps back. */
function formFieldOf(apiField: string, sentInputs: number[]): string | null {
  const line = /^(inputs|outputs|additionalCosts)\[(\d+)\]\.(\w+)$/.exec(apiField);
  if (line) {
    const [, list, at, key] = line;
    const index = list === 'inputs' ? sentInputs[Number(at)] : Number(at);
    return index === undefined ? list! : `${list}.${index}.${key}`;
  }
  return ['date', 'inputs', 'wip', 'additionalCosts', 'account', 'outputs', 'description'].includes(apiField) ? apiField : null;
}

/** A production batch: raw materials (or WIP) in, additional costs paid, products out at the batch's value. */
export function ProduceForm() {
  const money = useMoney();
  const produce = useProduce();
  const wip = useWip();
  const wipOn = useWipSetting();
  const [produced, setProduced] = useState<{ reference: string; total: string } | null>(null);
  const sentInputs = useRef<number[]>([]);
  const form = useForm<ProduceValues>({ resolver: zodResolver(schema) as Resolver<ProduceValues>, defaultValues: defaults(), mode: 'onTouched' });
  const { control, register, setValue, setError, reset, formState } = form;
  const costs = useFieldArray({ control, name: 'additionalCosts' });
  const outputs = useFieldArray({ control, name: 'outputs' });
  const watched = useWatch({ control }) as ProduceValues;
  const cost = useMemo(
    () =>
      batchCost(
        { inputs: watched.inputs ?? [], wip: watched.wip ?? '', additionalCosts: watched.additionalCosts ?? [], outputs: watched.outputs ?? [] },
        money.decimals,
      ),
    [watched, money.decimals],
  );
  const amount = (value: BatchCost['total']) => money.format(value.toFixed(money.decimals));
  const showWip = wipOn.data === true || (wip.data !== undefined && (readDecimal(wip.data.balance)?.gt(0) ?? false));
  const errors = formState.errors;

  const submit = form.handleSubmit((values) => {
    if (produce.isPending) return;
    const sent = values.inputs.map((line, index) => ({ line, index })).filter(({ line }) => line.id);
    sentInputs.current = sent.map(({ index }) => index);
    const additionalCosts = values.additionalCosts.map((c) => ({ description: c.description.trim(), amount: readDecimal(c.amount)!.toString() }));
    return new Promise<void>((resolve) =>
      produce.mutate(
        {
          date: values.date,
          inputs: sent.map(({ line }) => ({ id: line.id, quantity: readDecimal(line.quantity)!.toString() })),
          ...(values.wip.trim() ? { wip: readDecimal(values.wip)!.toString() } : {}),
          additionalCosts,
          ...(additionalCosts.length > 0 ? { account: commandAccount(values.account) } : {}),
          outputs: values.outputs.map((line) => ({
            id: line.id,
            quantity: readDecimal(line.quantity)!.toString(),
            price: line.price.trim() ? readDecimal(line.price)!.toString() : '0',
          })),
          ...(values.description.trim() ? { description: values.description.trim() } : {}),
        },
        {
          onSuccess: (answer) => {
            setProduced({ reference: answer.data.reference, total: answer.data.total });
            // Keep the date and the account: a run of batches is often entered together.
            reset({ ...defaults(), date: values.date, account: values.account });
            resolve();
          },
          onError: (error) => {
            if (error instanceof ApiError) {
              for (const { field, message } of error.errors) {
                const name = formFieldOf(field, sentInputs.current);
                if (name) setError(name as keyof ProduceValues, { message });
              }
            }
            resolve();
          },
        },
      ),
    );
  });

  const listError = (list: 'inputs' | 'outputs' | 'additionalCosts') => {
    const error = errors[list] as { message?: string; root?: { message?: string } } | undefined;
    const message = error?.root?.message ?? error?.message;
    return message ? (
      <Text c="red" size="sm" mt="xs" role="alert">
        {message}
      </Text>
    ) : null;
  };
  const unplaced = produce.error && produce.error.errors.every((e) => formFieldOf(e.field, sentInputs.current) === null);

  return (
    <>
      <PageHeader
        title="Create production batch"
        description="Raw materials in, products out at what the batch cost."
        trail={[{ label: 'Production', to: paths.production }]}
        actions={
          <Button component={Link} to="/production/raw-material/create" variant="default">
            New raw material
          </Button>
        }
      />
      {produced && (
        <Alert color="green" variant="light" withCloseButton onClose={() => setProduced(null)} mb="md" title={`Batch ${produced.reference} produced`}>
          {money.format(produced.total)} went into your products’ stock.{' '}
          <Anchor component={Link} to={paths.production} size="sm">
            See production
          </Anchor>
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Produce">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="md">
              <Paper withBorder p="md" radius="md">
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <Controller
                    control={control}
                    name="date"
                    render={({ field, fieldState }) => (
                      <IsoDateInput label="Date" value={field.value} onChange={field.onChange} error={fieldState.error?.message} required />
                    )}
                  />
                  <TextInput
                    label="Description (optional)"
                    placeholder="e.g. Bread, Monday bake"
                    {...register('description')}
                    error={errors.description?.message}
                  />
                </SimpleGrid>
              </Paper>

              <Paper withBorder p="md" radius="md">
                <Title order={4} mb="sm">
                  Raw materials in
                </Title>
                <RawMaterialLines form={form} name="inputs" tableLabel="Raw materials in" quantityLabel={(line) => `Quantity of raw material, line ${line}`}>
                  {(watched.inputs ?? []).length === 0 && (
                    <Text c="dimmed" size="sm">
                      No raw materials: the batch is made from work in progress or additional costs alone.
                    </Text>
                  )}
                  {listError('inputs')}
                </RawMaterialLines>
              </Paper>

              {showWip && (
                <Paper withBorder p="md" radius="md">
                  <Title order={4} mb="sm">
                    Work in progress
                  </Title>
                  <TextInput
                    label="Work in progress to use"
                    description={
                      wip.data ? `${money.format(wip.data.balance)} in work in progress now` : wip.isError ? 'Could not load work in progress' : 'Loading…'
                    }
                    inputMode="decimal"
                    leftSection={money.symbol}
                    placeholder="0.00"
                    maw={320}
                    {...register('wip')}
                    error={errors.wip?.message}
                  />
                </Paper>
              )}

              <Paper withBorder p="md" radius="md">
                <Title order={4} mb="sm">
                  Additional costs
                </Title>
                {costs.fields.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    Labour, gas, packaging: what the batch cost besides its raw materials.
                  </Text>
                ) : (
                  <Table verticalSpacing="xs" aria-label="Additional costs" className="lines-table">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Description</Table.Th>
                        <Table.Th w={180}>Amount</Table.Th>
                        <Table.Th w={44} />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {costs.fields.map((item, index) => (
                        <Table.Tr key={item.id}>
                          <Table.Td className="line-wide" data-label="Description" valign="top">
                            <TextInput
                              aria-label={`Description of cost, line ${index + 1}`}
                              placeholder="e.g. Gas"
                              {...register(`additionalCosts.${index}.description`)}
                              error={errors.additionalCosts?.[index]?.description?.message}
                            />
                          </Table.Td>
                          <Table.Td data-label="Amount" valign="top">
                            <TextInput
                              aria-label={`Amount of cost, line ${index + 1}`}
                              inputMode="decimal"
                              leftSection={money.symbol}
                              placeholder="0.00"
                              {...register(`additionalCosts.${index}.amount`)}
                              error={errors.additionalCosts?.[index]?.amount?.message}
                            />
                          </Table.Td>
                          <Table.Td className="line-actions" valign="top">
                            <Center h={36}>
                              <RemoveLineButton label={`Remove cost, line ${index + 1}`} onClick={() => costs.remove(index)} />
                            </Center>
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                )}
                {listError('additionalCosts')}
                <Button variant="light" leftSection={<IconPlus size={16} />} mt="sm" onClick={() => costs.append(emptyCost())}>
                  Add cost
                </Button>
              </Paper>

              <Paper withBorder p="md" radius="md">
                <Title order={4} mb="sm">
                  Products out
                </Title>
                <Table verticalSpacing="xs" aria-label="Products out" className="lines-table">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Product</Table.Th>
                      <Table.Th w={100}>Quantity</Table.Th>
                      <Table.Th w={130}>Price</Table.Th>
                      <Table.Th ta="right" w={110}>
                        Value
                      </Table.Th>
                      <Table.Th w={44} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {outputs.fields.map((item, index) => {
                      const line = watched.outputs?.[index];
                      return (
                        <Table.Tr key={item.id}>
                          <Table.Td className="line-wide" valign="top">
                            <StockSelect
                              type="PRODUCT"
                              ariaLabel={`Product, line ${index + 1}`}
                              value={{ id: line?.id ?? '', name: line?.name ?? '' }}
                              onPick={(picked) => {
                                setValue(`outputs.${index}.id`, picked?.id ?? '', { shouldValidate: formState.isSubmitted });
                                setValue(`outputs.${index}.name`, picked?.name ?? '');
                              }}
                              error={errors.outputs?.[index]?.id?.message}
                            />
                          </Table.Td>
                          <Table.Td data-label="Quantity" valign="top">
                            <TextInput
                              aria-label={`Quantity of product, line ${index + 1}`}
                              inputMode="decimal"
                              {...register(`outputs.${index}.quantity`)}
                              error={errors.outputs?.[index]?.quantity?.message}
                            />
                          </Table.Td>
                          <Table.Td data-label="Price" valign="top">
                            <TextInput
                              aria-label={`Price of product, line ${index + 1}`}
                              inputMode="decimal"
                              leftSection={money.symbol}
                              placeholder="0.00"
                              {...register(`outputs.${index}.price`)}
                              error={errors.outputs?.[index]?.price?.message}
                            />
                          </Table.Td>
                          <Table.Td ta="right" data-label="Value" valign="top" style={{ whiteSpace: 'nowrap' }}>
                            {/* As tall as the fields beside it, so the figure lines up with them. */}
                            <Text inherit lh="36px">
                              {cost.outputValues[index] ? amount(cost.outputValues[index]) : '—'}
                            </Text>
                          </Table.Td>
                          <Table.Td className="line-actions" valign="top">
                            <Center h={36}>
                              <RemoveLineButton
                                label={`Remove product, line ${index + 1}`}
                                onClick={() => outputs.remove(index)}
                                disabled={outputs.fields.length === 1}
                              />
                            </Center>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
                {listError('outputs')}
                <Text c="dimmed" size="xs" mt="xs">
                  The batch’s cost is shared among its products by quantity × price (by quantity when no price is given).
                </Text>
                <Button variant="light" leftSection={<IconPlus size={16} />} mt="sm" onClick={() => outputs.append(emptyOutput())}>
                  Add product
                </Button>
              </Paper>
            </Stack>
          </Grid.Col>

          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
              <Paper withBorder p="md" radius="md">
                <Title order={4} mb="sm">
                  Payment
                </Title>
                <Controller
                  control={control}
                  name="account"
                  render={({ field, fieldState }) => (
                    <PaymentAccountSelect label="Paid from" value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                  )}
                />
                <Text c="dimmed" size="xs" mt={6}>
                  Where the additional costs are paid from.
                </Text>
              </Paper>
              <Paper withBorder p="md" radius="md" bg="gray.0" aria-label="Batch cost">
                <Stack gap={6}>
                  <CostRow label="Raw materials" value={amount(cost.materials)} testId="materials-cost" />
                  {(showWip || cost.wip.gt(0)) && <CostRow label="Work in progress" value={amount(cost.wip)} testId="wip-cost" />}
                  <CostRow label="Additional costs" value={amount(cost.additional)} testId="additional-cost" />
                  <Divider my={4} />
                  <CostRow label="Batch cost" value={amount(cost.total)} testId="batch-cost" strong />
                </Stack>
              </Paper>
              {unplaced && (
                <Alert color="red" variant="light" title="Not produced" role="alert">
                  {produce.error!.message}
                </Alert>
              )}
              <Button type="submit" size="md" loading={produce.isPending} disabled={produce.isPending} fullWidth>
                Produce
              </Button>
            </Stack>
          </Grid.Col>
        </Grid>
      </form>
    </>
  );
}

function CostRow({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : 400} c={strong ? undefined : 'dimmed'}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  );
}
