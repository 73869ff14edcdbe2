import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconX } from '@tabler/icons-react';
import Decimal from 'decimal.js';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { z } from 'zod';
import { todayIsoDate } from '../../../lib/date.js';
import { QueryState } from '../../../components/query-state.js';
import { isOrderEditable, searchSuppliers, useNextOrderNumber, useOrder, useRaiseOrder, useReplaceOrder, type PurchaseOrder } from '../api/inventory.api.js';
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

/** An order's contents as the form's values. */
const valuesOf = (order: PurchaseOrder): OrderValues => ({
  date: order.date,
  expectedDate: order.expectedDate,
  supplier: order.supplier ? { id: order.supplier._id, name: order.supplier.name ?? '' } : null,
  note: order.note ?? '',
  items: order.items.map((line) => ({ product: line.product, name: line.name, quantity: line.quantity, price: line.price })),
});

/** PurchaseOrderCreate: supplier, dates and lines at the agreed prices; kept as a draft or sent. */
export function CreateOrderPage() {
  return <OrderForm />;
}

/** An open order with nothing received yet, changed in the same form (PUT /purchase-orders/{id}). */
export function EditOrderPage() {
  const { id = '' } = useParams();
  const order = useOrder(id);
  const item = order.data;
  if (item && isOrderEditable(item)) return <OrderForm order={item} />;
  return (
    <Stack>
      <PageHeader
        trail={[{ to: inventoryPaths.orders, label: 'Purchase orders' }]}
        title={item ? `Edit purchase order ${item.number}` : 'Edit purchase order'}
      />
      <QueryState
        label="Loading the order…"
        isLoading={order.isLoading}
        error={order.error}
        onRetry={() => void order.refetch()}
        isEmpty={!item}
        empty="Not found."
      >
        <Alert color="yellow" title="This order can no longer be changed">
          Goods have been received on it, or it is closed. <Link to={inventoryPaths.order(id)}>Back to the order</Link>
        </Alert>
      </QueryState>
    </Stack>
  );
}

function OrderForm({ order }: { order?: PurchaseOrder }) {
  const money = useMoney();
  const navigate = useNavigate();
  // An order being edited keeps its number.
  const number = useNextOrderNumber(!order);
  const raise = useRaiseOrder();
  const replace = useReplaceOrder();
  const writing = order ? replace : raise;
  const form = useForm<OrderValues>({
    resolver: zodResolver(orderSchema),
    defaultValues: order ? valuesOf(order) : { date: todayIsoDate(), expectedDate: null, supplier: null, note: '', items: [] },
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

  const contentsOf = (values: OrderValues) => ({
    date: values.date,
    ...(values.expectedDate ? { expectedDate: values.expectedDate } : {}),
    ...(values.supplier ? { supplier: values.supplier.id } : {}),
    ...(values.note.trim() ? { note: values.note.trim() } : {}),
    items: values.items.map((line) => ({ product: line.product, quantity: line.quantity, price: line.price })),
  });
  const opened = (message: string | undefined, fallback: string, orderId: string) => {
    notifications.show({ color: 'green', message: message ?? fallback });
    navigate(inventoryPaths.order(orderId));
  };
  const submit = (status: 'draft' | 'sent') =>
    form.handleSubmit((values) =>
      order
        ? replace.mutate(
            { orderId: order._id, body: contentsOf(values) },
            { onSuccess: (answer) => opened(answer.message, 'Purchase order updated', order._id) },
          )
        : raise.mutate({ ...contentsOf(values), status }, { onSuccess: (answer) => opened(answer.message, 'Purchase order created', answer.data.id) }),
    );

  return (
    <Stack>
      <PageHeader
        trail={[{ to: inventoryPaths.orders, label: 'Purchase orders' }]}
        title={order ? `Edit purchase order ${order.number}` : 'New purchase order'}
        description={
          order
            ? 'Change the supplier, dates, lines or note; nothing has been received on it yet.'
            : number.data
              ? `This order will be ${number.data}`
              : undefined
        }
      />
      <form onSubmit={submit('sent')} noValidate aria-label={order ? 'Edit purchase order' : 'New purchase order'}>
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
          {writing.error && (
            <Alert color="red" role="alert">
              {writing.error.message}
            </Alert>
          )}
          {order ? (
            <Group justify="flex-end">
              <Button variant="default" component={Link} to={inventoryPaths.order(order._id)}>
                Cancel
              </Button>
              <Button type="submit" loading={replace.isPending}>
                Save changes
              </Button>
            </Group>
          ) : (
            <Group justify="flex-end">
              <Button variant="default" onClick={submit('draft')} disabled={raise.isPending}>
                Save as draft
              </Button>
              <Button type="submit" loading={raise.isPending}>
                Raise order
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </Stack>
  );
}
