import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { todayIsoDate } from '../../../lib/date.js';
import { searchSuppliers, useNextOrderNumber, useRaiseOrder } from '../api/inventory.api.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { PageHeader } from '../../../components/page-header.js';
import { SearchPicker } from '../../../components/search-picker.js';
import { inventoryKeys } from '../inventory.keys.js';
import { inventoryPaths } from '../paths.js';
import { ProductLines } from '../components/product-lines.js';
import { useMoney } from '../../../lib/money-context.js';

const decimal = /^\d+(\.\d+)?$/;
/** As typed, less thousands separators and spaces ("29,000" → "29000"): owners type them. */
const plain = (text: string) => text.replace(/[\s,]/g, '');

const orderSchema = z.object({
  date: z.string().min(1, 'Date is required'),
  expectedDate: z.string().nullable(),
  supplier: z.object({ id: z.string(), name: z.string() }).nullable(),
  note: z.string(),
  items: z
    .array(
      z.object({
        product: z.string(),
        name: z.string(),
        quantity: z
          .string()
          .transform(plain)
          .refine((value) => decimal.test(value) && new Decimal(value).gt(0), 'Quantity must be more than 0'),
        price: z
          .string()
          .transform(plain)
          .refine((value) => decimal.test(value), 'Enter the unit price'),
      }),
    )
    .min(1, 'Add at least one product to the order'),
});
type OrderValues = z.infer<typeof orderSchema>;

/** PurchaseOrderCreate: supplier, dates and lines at the agreed prices; kept as a draft or sent. */
export function CreateOrderPage() {
  const money = useMoney();
  const navigate = useNavigate();
  const number = useNextOrderNumber();
  const raise = useRaiseOrder();
  const form = useForm<OrderValues>({
    resolver: zodResolver(orderSchema),
    defaultValues: { date: todayIsoDate(), expectedDate: null, supplier: null, note: '', items: [] },
  });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const items = useWatch({ control: form.control, name: 'items' });
  const supplier = useWatch({ control: form.control, name: 'supplier' });
  const errors = form.formState.errors;
  // Each line rounded half up to the currency's digits, as the server rounds it; the total is their sum.
  const lineTotalOf = (line: OrderValues['items'][number] | undefined): Decimal | null =>
    line && decimal.test(plain(line.quantity)) && decimal.test(plain(line.price))
      ? new Decimal(plain(line.quantity)).times(plain(line.price)).toDecimalPlaces(money.decimals, Decimal.ROUND_HALF_UP)
      : null;
  const total = items.reduce((sum, line) => sum.plus(lineTotalOf(line) ?? 0), new Decimal(0));

  const submit = (status: 'draft' | 'sent') =>
    form.handleSubmit((values) =>
      raise.mutate(
        {
          date: values.date,
          status,
          ...(values.expectedDate ? { expectedDate: values.expectedDate } : {}),
          ...(values.supplier ? { supplier: values.supplier.id } : {}),
          ...(values.note.trim() ? { note: values.note.trim() } : {}),
          items: values.items.map((line) => ({ product: line.product, quantity: line.quantity, price: line.price })),
        },
        {
          onSuccess: (answer) => {
            notifications.show({ color: 'green', message: answer.message ?? 'Purchase order created' });
            navigate(inventoryPaths.order(answer.data.id));
          },
        },
      ),
    );

  return (
    <Stack>
      <PageHeader
        trail={[{ to: inventoryPaths.orders, label: 'Purchase orders' }]}
        title="New purchase order"
        description={number.data ? `This order will be ${number.data}` : undefined}
      />
      <form onSubmit={submit('sent')} noValidate aria-label="New purchase order">
        <Stack>
          <Paper withBorder p="md" radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              {supplier ? (
                <TextInput
                  label="Supplier"
                  value={supplier.name}
                  readOnly
                  rightSection={
                    <ActionIcon variant="subtle" aria-label="Change supplier" onClick={() => form.setValue('supplier', null)}>
                      <IconX size={14} />
                    </ActionIcon>
                  }
                />
              ) : (
                <SearchPicker
                  label="Supplier"
                  placeholder="Search your contacts"
                  queryKey={inventoryKeys.supplierSearch()}
                  search={searchSuppliers}
                  itemKey={(item) => item._id}
                  itemLabel={(item) => item.fullName}
                  itemHint={(item) => item.company ?? ''}
                  onPick={(item) => form.setValue('supplier', { id: item._id, name: item.fullName })}
                />
              )}
              <Controller
                control={form.control}
                name="date"
                render={({ field }) => <IsoDateInput label="Order date" value={field.value} onChange={field.onChange} error={errors.date?.message} required />}
              />
              <Controller
                control={form.control}
                name="expectedDate"
                render={({ field }) => <IsoDateInput label="Expected by" value={field.value} onChange={(value) => field.onChange(value || null)} clearable />}
              />
            </SimpleGrid>
          </Paper>
          <Paper withBorder p="md" radius="md">
            <Stack>
              <ProductLines
                type="PRODUCT"
                pickerLabel="Add a product"
                itemHint={(item) => `${item.sku} · cost ${money.format(item.buyingPrice)}`}
                onAdd={(item) => lines.append({ product: item._id, name: item.name, quantity: '1', price: item.buyingPrice })}
                error={errors.items?.message ?? errors.items?.root?.message}
                tableLabel="Order lines"
                lines={lines.fields}
                onRemove={lines.remove}
                columns={[
                  { header: 'Product', cell: (line) => line.name },
                  {
                    header: 'Quantity',
                    width: 140,
                    cell: (line, index) => (
                      <TextInput
                        aria-label={`Quantity of ${line.name}`}
                        inputMode="decimal"
                        {...form.register(`items.${index}.quantity`)}
                        error={errors.items?.[index]?.quantity?.message}
                      />
                    ),
                  },
                  {
                    header: 'Unit price',
                    width: 180,
                    cell: (line, index) => (
                      <TextInput
                        aria-label={`Unit price of ${line.name}`}
                        leftSection={money.symbol}
                        inputMode="decimal"
                        {...form.register(`items.${index}.price`)}
                        error={errors.items?.[index]?.price?.message}
                      />
                    ),
                  },
                  {
                    header: 'Total',
                    cell: (_line, index) => {
                      const lineTotal = lineTotalOf(items[index]);
                      return lineTotal ? money.format(lineTotal.toFixed(money.decimals)) : '—';
                    },
                  },
                ]}
              />
              <Group justify="flex-end">
                <Text c="dimmed">Order total</Text>
                <Text fw={700}>{money.format(total.toFixed(money.decimals))}</Text>
              </Group>
              <Textarea label="Note to the supplier" minRows={2} rows={2} {...form.register('note')} />
            </Stack>
          </Paper>
          {raise.error && (
            <Alert color="red" role="alert">
              {raise.error.message}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={submit('draft')} disabled={raise.isPending}>
              Save as draft
            </Button>
            <Button type="submit" loading={raise.isPending}>
              Raise order
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
