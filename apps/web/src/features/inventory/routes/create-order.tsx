import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconTrash, IconX } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { todayIsoDate } from '../../../lib/date.js';
import { formatAmount } from '../../../lib/format.js';
import { searchProducts, searchSuppliers, useNextOrderNumber, useRaiseOrder } from '../api/inventory.api.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { PageHeader } from '../../../components/page-header.js';
import { SearchPicker } from '../../../components/search-picker.js';
import { inventoryKeys } from '../inventory.keys.js';
import { inventoryPaths } from '../paths.js';

const decimal = /^\d+(\.\d+)?$/;

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
          .trim()
          .refine((value) => decimal.test(value) && new Decimal(value).gt(0), 'Quantity must be more than 0'),
        price: z
          .string()
          .trim()
          .refine((value) => decimal.test(value), 'Enter the unit price'),
      }),
    )
    .min(1, 'Add at least one product to the order'),
});
type OrderValues = z.infer<typeof orderSchema>;

/** PurchaseOrderCreate: supplier, dates and lines at the agreed prices; kept as a draft or sent. */
export function CreateOrderPage() {
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
  const total = items.reduce(
    (sum, line) => (decimal.test(line.quantity) && decimal.test(line.price) ? sum.plus(new Decimal(line.quantity).times(line.price)) : sum),
    new Decimal(0),
  );

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
              <SearchPicker
                label="Add a product"
                placeholder="Search by name or SKU"
                queryKey={inventoryKeys.productSearch('PRODUCT')}
                search={(text) => searchProducts(text, 'PRODUCT')}
                itemKey={(item) => item._id}
                itemLabel={(item) => item.name}
                itemHint={(item) => `${item.sku} · cost ${formatAmount(item.buyingPrice)}`}
                onPick={(item) => {
                  if (form.getValues('items').some((line) => line.product === item._id)) return;
                  lines.append({ product: item._id, name: item.name, quantity: '1', price: item.buyingPrice });
                }}
                error={errors.items?.message ?? errors.items?.root?.message}
              />
              {lines.fields.length > 0 && (
                <Table aria-label="Order lines" verticalSpacing="sm">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Product</Table.Th>
                      <Table.Th w={140}>Quantity</Table.Th>
                      <Table.Th w={180}>Unit price</Table.Th>
                      <Table.Th>Total</Table.Th>
                      <Table.Th w={40} />
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {lines.fields.map((line, index) => {
                      const current = items[index];
                      const lineTotal =
                        current && decimal.test(current.quantity) && decimal.test(current.price)
                          ? new Decimal(current.quantity).times(current.price).toFixed(2)
                          : null;
                      return (
                        <Table.Tr key={line.id}>
                          <Table.Td>{line.name}</Table.Td>
                          <Table.Td>
                            <TextInput
                              aria-label={`Quantity of ${line.name}`}
                              inputMode="decimal"
                              {...form.register(`items.${index}.quantity`)}
                              error={errors.items?.[index]?.quantity?.message}
                            />
                          </Table.Td>
                          <Table.Td>
                            <TextInput
                              aria-label={`Unit price of ${line.name}`}
                              leftSection="₦"
                              inputMode="decimal"
                              {...form.register(`items.${index}.price`)}
                              error={errors.items?.[index]?.price?.message}
                            />
                          </Table.Td>
                          <Table.Td>{formatAmount(lineTotal)}</Table.Td>
                          <Table.Td>
                            <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={() => lines.remove(index)}>
                              <IconTrash size={16} />
                            </ActionIcon>
                          </Table.Td>
                        </Table.Tr>
                      );
                    })}
                  </Table.Tbody>
                </Table>
              )}
              <Group justify="flex-end">
                <Text c="dimmed">Order total</Text>
                <Text fw={700}>{formatAmount(total.toFixed(2))}</Text>
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
