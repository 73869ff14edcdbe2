import { Alert, Button, Card, Select, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useCreateRawMaterial } from '../api/production.js';
import { MEASUREMENTS } from '@ledgerline/ledger';

/** The units the server takes for a raw material: the catalogue's (spec 001 §3). */
const MEASUREMENT_OPTIONS = [...MEASUREMENTS];
const amount = { value: /^\d+(\.\d{1,2})?$/, message: 'Enter an amount, e.g. 4500.00' };
const quantity = { value: /^\d+(\.\d{1,4})?$/, message: 'Enter a quantity' };

interface RawMaterialValues {
  name: string;
  sku: string;
  measurement: string;
  quantity: string;
  price: string;
}

/** A raw material with its opening stock (into raw materials inventory at quantity × price). */
export function RawMaterialForm() {
  const create = useCreateRawMaterial();
  const form = useForm<RawMaterialValues>({ defaultValues: { name: '', sku: '', measurement: 'Unit', quantity: '', price: '' } });
  const submit = form.handleSubmit((values) =>
    create.mutate(
      {
        name: values.name.trim(),
        ...(values.sku.trim() ? { sku: values.sku.trim() } : {}),
        measurement: values.measurement,
        ...(values.quantity ? { quantity: values.quantity } : {}),
        ...(values.price ? { price: values.price } : {}),
      },
      {
        onSuccess: () => {
          notifications.show({ message: `${values.name} created`, color: 'green' });
          form.reset();
        },
      },
    ),
  );
  const fieldError = (name: keyof RawMaterialValues) => form.formState.errors[name]?.message ?? create.error?.fieldMessage(name);
  return (
    <Card withBorder component="form" onSubmit={submit} aria-label="Create raw material" maw={520}>
      <Stack>
        <Title order={3}>New raw material</Title>
        <TextInput label="Name" {...form.register('name', { required: 'Name is required' })} error={fieldError('name')} />
        <TextInput label="SKU" placeholder="Next RAW-NNNNNN when blank" {...form.register('sku')} error={fieldError('sku')} />
        <Controller
          control={form.control}
          name="measurement"
          render={({ field }) => <Select label="Measurement" data={MEASUREMENT_OPTIONS} value={field.value} onChange={(v) => field.onChange(v ?? 'Unit')} />}
        />
        <TextInput label="Opening quantity" inputMode="decimal" {...form.register('quantity', { pattern: quantity })} error={fieldError('quantity')} />
        <TextInput
          label="Cost price (per unit)"
          inputMode="decimal"
          {...form.register('price', { pattern: amount, validate: (v, all) => !all.quantity || !!v || 'Cost price is required' })}
          error={fieldError('price')}
        />
        {create.error && create.error.errors.length === 0 ? <Alert color="red">{create.error.message}</Alert> : null}
        <Button type="submit" loading={create.isPending}>
          Create raw material
        </Button>
      </Stack>
    </Card>
  );
}
