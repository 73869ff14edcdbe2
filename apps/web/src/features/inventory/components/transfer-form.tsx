import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import Decimal from 'decimal.js';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { todayIsoDate } from '../../../lib/date.js';
import { formatQuantity } from '../../../lib/format.js';
import { useDestinationQuantity, useOtherBusinesses, type TransferBody } from '../api/inventory.api.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { ProductLines } from './product-lines.js';

const positive = /^\d+(\.\d{1,4})?$/;

export const transferSchema = z.object({
  destination: z.string().min(1, 'Choose the business the stock goes to'),
  date: z.string({ message: 'Date is required' }).min(1, 'Date is required'),
  note: z.string(),
  items: z
    .array(
      z
        .object({
          product: z.string(),
          name: z.string(),
          measurement: z.string(),
          inStock: z.string(),
          // "1,200" as owners type it.
          quantity: z.string().transform((value) => value.replace(/[\s,]/g, '')),
        })
        .superRefine((line, context) => {
          if (!positive.test(line.quantity) || new Decimal(line.quantity).lte(0))
            context.addIssue({ code: 'custom', path: ['quantity'], message: 'Quantity must be more than 0' });
          else if (new Decimal(line.quantity).gt(line.inStock))
            context.addIssue({ code: 'custom', path: ['quantity'], message: `Only ${formatQuantity(line.inStock, line.measurement)} in stock` });
        }),
    )
    .min(1, 'Add at least one product to transfer'),
});
export type TransferValues = z.infer<typeof transferSchema>;

/** How many of the product the destination already holds: it receives into that. */
function DestinationQuantity({ business, productName, measurement }: { business: string; productName: string; measurement: string }) {
  const quantity = useDestinationQuantity(business, productName);
  if (!business) return <Text c="dimmed">—</Text>;
  if (quantity.isLoading) return <Text c="dimmed">…</Text>;
  if (quantity.isError) return <Text c="red">Unknown</Text>;
  return <Text>{formatQuantity(quantity.data ?? '0', measurement)}</Text>;
}

interface TransferFormProps {
  submitting: boolean;
  onSubmit: (body: TransferBody) => void;
  serverError?: string;
  /** A draft being changed: its values, and Save changes in place of the create buttons. */
  initial?: TransferValues;
  onCancel?: () => void;
}

/** TransferStock: where, when and which products; each line shows the stock here and at the destination. */
export function TransferForm({ submitting, onSubmit, serverError, initial, onCancel }: TransferFormProps) {
  const businesses = useOtherBusinesses();
  const form = useForm<TransferValues>({
    resolver: zodResolver(transferSchema),
    defaultValues: initial ?? { destination: '', date: todayIsoDate(), note: '', items: [] },
  });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const destination = useWatch({ control: form.control, name: 'destination' });
  const errors = form.formState.errors;

  const submit = (status: 'draft' | 'sent') =>
    form.handleSubmit((values) =>
      onSubmit({
        destination: values.destination,
        date: values.date,
        status,
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
        items: values.items.map((line) => ({ product: line.product, quantity: line.quantity })),
      }),
    );

  const options = (businesses.data ?? []).map((business) => ({ value: business._id, label: business.name }));
  return (
    <form onSubmit={submit('sent')} noValidate aria-label="Transfer stock">
      <Stack>
        {businesses.data && options.length === 0 && (
          <Alert color="yellow" title="No other business">
            Stock moves between businesses you own. Create a second business first, then transfer to it.
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Controller
              control={form.control}
              name="destination"
              render={({ field }) => (
                <Select
                  label="Destination business"
                  placeholder={businesses.isLoading ? 'Loading your businesses…' : 'Choose a business'}
                  data={options}
                  value={field.value || null}
                  onChange={(value) => field.onChange(value ?? '')}
                  error={errors.destination?.message ?? (businesses.isError ? 'Your businesses could not be loaded' : undefined)}
                  required
                />
              )}
            />
            <Controller
              control={form.control}
              name="date"
              render={({ field }) => <IsoDateInput label="Date" value={field.value} onChange={field.onChange} error={errors.date?.message} required />}
            />
          </SimpleGrid>
        </Paper>

        <Paper withBorder p="md" radius="md">
          <Stack>
            <ProductLines
              type="PRODUCT"
              pickerLabel="Add a product"
              itemHint={(item) => `${item.sku} · ${formatQuantity(item.quantity ?? '0', item.measurement)} in stock`}
              onAdd={(item) => lines.append({ product: item._id, name: item.name, measurement: item.measurement, inStock: item.quantity ?? '0', quantity: '' })}
              error={errors.items?.message ?? errors.items?.root?.message}
              tableLabel="Products to transfer"
              lines={lines.fields}
              onRemove={lines.remove}
              columns={[
                { header: 'Product', cell: (line) => line.name },
                { header: 'In stock here', cell: (line) => formatQuantity(line.inStock, line.measurement) },
                {
                  header: 'At destination',
                  cell: (line) => <DestinationQuantity business={destination} productName={line.name} measurement={line.measurement} />,
                },
                {
                  header: 'Quantity',
                  width: 180,
                  cell: (line, index) => (
                    <TextInput
                      aria-label={`Quantity of ${line.name}`}
                      inputMode="decimal"
                      {...form.register(`items.${index}.quantity`)}
                      error={errors.items?.[index]?.quantity?.message}
                    />
                  ),
                },
              ]}
            />
            <Textarea label="Note" minRows={2} rows={2} {...form.register('note')} />
          </Stack>
        </Paper>
        {serverError && (
          <Alert color="red" role="alert">
            {serverError}
          </Alert>
        )}
        {initial ? (
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel} disabled={submitting}>
              Cancel
            </Button>
            <Button onClick={submit('draft')} loading={submitting}>
              Save changes
            </Button>
          </Group>
        ) : (
          <Group justify="flex-end">
            <Button variant="default" onClick={submit('draft')} disabled={submitting}>
              Save as draft
            </Button>
            <Button type="submit" loading={submitting}>
              Transfer stock
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
