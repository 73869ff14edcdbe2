import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import Decimal from 'decimal.js';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { formatMoney } from '../../../lib/money.js';
import { useProduce, useWip } from '../api/production.js';
import { StockSelect } from './stock-select.js';

interface ProduceValues {
  inputs: { id: string; quantity: string }[];
  wip: string;
  additionalCosts: { description: string; amount: string }[];
  account: string;
  outputs: { id: string; quantity: string; price: string }[];
}

const decimalOrZero = (text: string) => (/^\d+(\.\d+)?$/.test(text.trim()) ? new Decimal(text.trim()) : new Decimal(0));

/** A production batch: raw materials (or WIP) in, additional costs paid, products out at the batch's value. */
export function ProduceForm() {
  const produce = useProduce();
  const wip = useWip();
  const form = useForm<ProduceValues>({
    defaultValues: { inputs: [{ id: '', quantity: '' }], wip: '', additionalCosts: [], account: 'Cash', outputs: [{ id: '', quantity: '', price: '' }] },
  });
  const inputs = useFieldArray({ control: form.control, name: 'inputs' });
  const costs = useFieldArray({ control: form.control, name: 'additionalCosts' });
  const outputs = useFieldArray({ control: form.control, name: 'outputs' });
  const costValues = useWatch({ control: form.control, name: 'additionalCosts' }) ?? [];
  const costTotal = costValues.reduce((sum, c) => sum.plus(decimalOrZero(c.amount)), new Decimal(0));

  const submit = form.handleSubmit((values) =>
    produce.mutate(
      {
        inputs: values.inputs.filter((i) => i.id),
        ...(values.wip.trim() ? { wip: values.wip.trim() } : {}),
        additionalCosts: values.additionalCosts,
        account: values.account,
        outputs: values.outputs,
      },
      {
        onSuccess: () => {
          notifications.show({ message: 'Production batch created', color: 'green' });
          form.reset();
        },
      },
    ),
  );

  return (
    <Card withBorder component="form" onSubmit={submit} aria-label="Produce" maw={760}>
      <Stack>
        <Title order={3}>Create production batch</Title>
        <Title order={5}>Raw materials in</Title>
        {inputs.fields.map((field, index) => (
          <Group key={field.id} align="flex-end">
            <Controller
              control={form.control}
              name={`inputs.${index}.id`}
              render={({ field: f }) => <StockSelect type="RAW_MATERIAL" label="Raw material" value={f.value} onChange={f.onChange} />}
            />
            <TextInput
              label="Quantity"
              inputMode="decimal"
              {...form.register(`inputs.${index}.quantity`)}
              error={produce.error?.fieldMessage(`inputs[${index}].quantity`)}
            />
            <Button variant="subtle" color="red" onClick={() => inputs.remove(index)}>
              Remove
            </Button>
          </Group>
        ))}
        <Button variant="default" onClick={() => inputs.append({ id: '', quantity: '' })}>
          Add raw material
        </Button>
        <TextInput
          label={`Work in progress to use (available ${wip.data ? formatMoney(wip.data.balance) : '…'})`}
          inputMode="decimal"
          {...form.register('wip')}
          error={produce.error?.fieldMessage('wip')}
        />

        <Title order={5}>Additional costs</Title>
        {costs.fields.map((field, index) => (
          <Group key={field.id} align="flex-end">
            <TextInput label="Description" {...form.register(`additionalCosts.${index}.description`)} />
            <TextInput label="Amount" inputMode="decimal" {...form.register(`additionalCosts.${index}.amount`, { required: 'Amount is required' })} />
            <Button variant="subtle" color="red" onClick={() => costs.remove(index)}>
              Remove
            </Button>
          </Group>
        ))}
        <Group>
          <Button variant="default" onClick={() => costs.append({ description: '', amount: '' })}>
            Add cost
          </Button>
          <Text size="sm">Total {formatMoney(costTotal.toFixed())}</Text>
        </Group>
        <TextInput label="Paid from (Cash or a bank account id)" {...form.register('account')} error={produce.error?.fieldMessage('account')} />

        <Title order={5}>Products out</Title>
        {outputs.fields.map((field, index) => (
          <Group key={field.id} align="flex-end">
            <Controller
              control={form.control}
              name={`outputs.${index}.id`}
              rules={{ required: 'Pick a product' }}
              render={({ field: f, fieldState }) => (
                <StockSelect type="PRODUCT" label="Product" value={f.value} onChange={f.onChange} error={fieldState.error?.message} />
              )}
            />
            <TextInput label="Quantity" inputMode="decimal" {...form.register(`outputs.${index}.quantity`, { required: 'Quantity is required' })} />
            <TextInput label="Price" inputMode="decimal" {...form.register(`outputs.${index}.price`)} />
            <Button variant="subtle" color="red" onClick={() => outputs.remove(index)} disabled={outputs.fields.length === 1}>
              Remove
            </Button>
          </Group>
        ))}
        <Button variant="default" onClick={() => outputs.append({ id: '', quantity: '', price: '' })}>
          Add product
        </Button>
        {produce.error ? <Alert color="red">{produce.error.message}</Alert> : null}
        <Button type="submit" loading={produce.isPending}>
          Produce
        </Button>
      </Stack>
    </Card>
  );
}
