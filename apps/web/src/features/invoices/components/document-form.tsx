import { Alert, Button, Card, Group, Modal, SegmentedControl, Select, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { todayIsoDate } from '../../../lib/date.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { formatMoney } from '../../../lib/money.js';
import { customersQuery, productsQuery, useCreateCustomer, type InvoiceFormBody } from '../api/invoices-api.js';
import { invoiceTotals } from './invoice-totals.js';

export interface DocumentFormValues {
  entity: string;
  date: string;
  dueDate: string;
  items: { product: string; name: string; quantity: string; price: string }[];
  discount: string;
  discountType: 'fixed' | 'percent';
  delivery: string;
  tax: string;
  taxType: 'fixed' | 'percent';
  notes: string;
}

export const emptyForm = (): DocumentFormValues => ({
  entity: '',
  date: todayIsoDate(),
  dueDate: todayIsoDate(),
  items: [],
  discount: '',
  discountType: 'percent',
  delivery: '',
  tax: '',
  taxType: 'percent',
  notes: '',
});

export function toBody(values: DocumentFormValues, kind: 'invoice' | 'quotation'): InvoiceFormBody {
  return {
    entity: values.entity,
    date: values.date,
    ...(kind === 'invoice' ? { dueDate: values.dueDate } : values.dueDate ? { expiryDate: values.dueDate } : {}),
    items: values.items.map(({ product, quantity, price }) => ({ product, quantity, price })),
    ...(values.discount ? { discount: values.discount, discountType: values.discountType } : {}),
    ...(values.delivery ? { delivery: values.delivery } : {}),
    ...(values.tax ? { tax: values.tax, taxType: values.taxType } : {}),
    ...(values.notes ? { notes: values.notes } : {}),
  };
}

/** The invoice / quotation form: customer search, lines from the catalogue, adjustments, dates, notes; totals as the server computes them. */
export function DocumentForm({
  kind,
  initial,
  submitting,
  error,
  onSubmit,
}: {
  kind: 'invoice' | 'quotation';
  initial: DocumentFormValues;
  submitting: boolean;
  error?: string;
  onSubmit: (values: DocumentFormValues, approve: boolean) => void;
}) {
  const form = useForm<DocumentFormValues>({ defaultValues: initial });
  const lines = useFieldArray({ control: form.control, name: 'items' });
  const [customerSearch, setCustomerSearch] = useState('');
  const [productSearch, setProductSearch] = useState('');
  const customers = useQuery(customersQuery(customerSearch));
  const products = useQuery(productsQuery(productSearch));
  const createCustomer = useCreateCustomer();
  const [newCustomer, setNewCustomer] = useState<{ name: string; email: string } | null>(null);
  const values = form.watch();
  const totals = invoiceTotals(values);
  const submit = (approve: boolean) => form.handleSubmit((v) => onSubmit(v, approve));

  return (
    <Card withBorder padding="lg">
      <form onSubmit={submit(false)}>
        <Stack>
          {error && <Alert color="red">{error}</Alert>}
          <Controller
            control={form.control}
            name="entity"
            rules={{ required: 'Choose a customer' }}
            render={({ field, fieldState }) => (
              <Select
                label="Customer"
                placeholder="Search customers"
                searchable
                onSearchChange={setCustomerSearch}
                data={(customers.data ?? []).map((c) => ({ value: c.id, label: c.email ? `${c.fullName} (${c.email})` : c.fullName }))}
                value={field.value || null}
                onChange={(value) => field.onChange(value ?? '')}
                error={fieldState.error?.message}
                nothingFoundMessage="No customer found"
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="subtle" size="xs" onClick={() => setNewCustomer({ name: customerSearch, email: '' })}>
              New customer
            </Button>
          </Group>
          <Modal opened={newCustomer !== null} onClose={() => setNewCustomer(null)} title="New customer">
            <Stack>
              {createCustomer.error && <Alert color="red">{createCustomer.error.message}</Alert>}
              <TextInput
                label="Name"
                value={newCustomer?.name ?? ''}
                onChange={(event) => setNewCustomer({ name: event.currentTarget.value, email: newCustomer?.email ?? '' })}
              />
              <TextInput
                label="E-mail"
                type="email"
                value={newCustomer?.email ?? ''}
                onChange={(event) => setNewCustomer({ name: newCustomer?.name ?? '', email: event.currentTarget.value })}
              />
              <Button
                loading={createCustomer.isPending}
                onClick={() =>
                  newCustomer &&
                  createCustomer.mutate(
                    { name: newCustomer.name, ...(newCustomer.email ? { email: newCustomer.email } : {}) },
                    {
                      onSuccess: (result) => {
                        setCustomerSearch(newCustomer.name);
                        form.setValue('entity', result.data.id);
                        setNewCustomer(null);
                      },
                    },
                  )
                }
              >
                Add customer
              </Button>
            </Stack>
          </Modal>
          <Group grow>
            <Controller
              control={form.control}
              name="date"
              rules={{ required: 'Enter the date' }}
              render={({ field, fieldState }) => <IsoDateInput label="Date" withAsterisk {...field} error={fieldState.error?.message} />}
            />
            <Controller
              control={form.control}
              name="dueDate"
              render={({ field }) => <IsoDateInput label={kind === 'invoice' ? 'Due date' : 'Valid until'} clearable {...field} />}
            />
          </Group>
          <Select
            label="Add a product or service"
            placeholder="Search the catalogue"
            searchable
            onSearchChange={setProductSearch}
            data={(products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.sellingPrice}` }))}
            value={null}
            onChange={(id) => {
              const product = products.data?.find((p) => p.id === id);
              if (product) lines.append({ product: product.id, name: product.name, quantity: '1', price: product.sellingPrice });
            }}
          />
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Item</Table.Th>
                <Table.Th>Qty</Table.Th>
                <Table.Th>Price</Table.Th>
                <Table.Th ta="right">Amount</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.fields.length === 0 && (
                <Table.Tr>
                  <Table.Td colSpan={5}>
                    <Text c="dimmed">No lines yet: add a product or service above.</Text>
                  </Table.Td>
                </Table.Tr>
              )}
              {lines.fields.map((line, index) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.name}</Table.Td>
                  <Table.Td>
                    <TextInput aria-label="Quantity" {...form.register(`items.${index}.quantity`, { required: true })} />
                  </Table.Td>
                  <Table.Td>
                    <TextInput aria-label="Price" {...form.register(`items.${index}.price`, { required: true })} />
                  </Table.Td>
                  <Table.Td ta="right">{formatMoney(totals.lines[index] ?? '0.00')}</Table.Td>
                  <Table.Td>
                    <Button variant="subtle" color="red" size="xs" onClick={() => lines.remove(index)}>
                      Remove
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          <Group grow align="flex-end">
            <TextInput label="Discount" {...form.register('discount')} />
            <Controller
              control={form.control}
              name="discountType"
              render={({ field }) => (
                <SegmentedControl
                  data={[
                    { value: 'percent', label: '%' },
                    { value: 'fixed', label: 'Amount' },
                  ]}
                  {...field}
                />
              )}
            />
            <TextInput label="Delivery" {...form.register('delivery')} />
            <TextInput label="Tax %" {...form.register('tax')} />
          </Group>
          <Textarea label="Notes" {...form.register('notes')} />
          <Stack gap={2} align="flex-end">
            <Text size="sm">Subtotal: {formatMoney(totals.subtotal)}</Text>
            <Text size="sm">Discount: -{formatMoney(totals.discount)}</Text>
            <Text size="sm">Delivery: {formatMoney(totals.delivery)}</Text>
            <Text size="sm">Tax: {formatMoney(totals.tax)}</Text>
            <Text fw={700} data-testid="form-total">
              Total: {formatMoney(totals.total)}
            </Text>
          </Stack>
          <Group justify="flex-end">
            <Button type="submit" variant="default" loading={submitting} disabled={lines.fields.length === 0}>
              {kind === 'invoice' ? 'Save draft' : 'Save quotation'}
            </Button>
            {kind === 'invoice' && (
              <Button onClick={submit(true)} loading={submitting} disabled={lines.fields.length === 0}>
                Approve
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
