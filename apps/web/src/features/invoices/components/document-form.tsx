// The invoice and quotation form (spec 002 §4), laid out as the sale form: the customer and dates,
// the lines picked from the catalogue, discount, delivery and tax, and notes, each in its card; the
// totals beside them, computed as the server computes an invoice's (document-form-values.ts).

import { zodResolver } from '@hookform/resolvers/zod';
import { ActionIcon, Alert, Button, Grid, Group, Modal, Paper, Select, Stack, Table, Text, TextInput, Textarea, Title, type SelectProps } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch, type Resolver, type UseFormReturn } from 'react-hook-form';
import { RemoveLineButton } from '../../../components/remove-line-button.js';
import { IsoDateInput } from '../../../lib/date-input.js';
import { useMoney } from '../../../lib/money-context.js';
import { customersQuery, productsQuery, useCreateCustomer } from '../api/invoices-api.js';
import { AdjustmentsCard, TotalsPanel } from '../../../components/document-totals-fields.js';
import { documentSchema, documentTotals, type DocumentFormValues, type DocumentKind } from './document-form-values.js';

export { emptyForm, toBody, type DocumentFormValues } from './document-form-values.js';

/** Keep the server's order and matches: the list is already filtered by the search. */
const serverFiltered: SelectProps['filter'] = ({ options }) => options;

const searchMessage = (search: string, fetching: boolean, none: string) => (search.trim() === '' ? 'Type to search' : fetching ? 'Searching…' : none);

export function DocumentForm({
  kind,
  initial,
  submitting,
  error,
  onSubmit,
  approved = false,
}: {
  kind: DocumentKind;
  /** An approved invoice is amended: one Save changes, no Approve or Save draft. */
  approved?: boolean;
  initial: DocumentFormValues;
  submitting: boolean;
  error?: string;
  onSubmit: (values: DocumentFormValues, approve: boolean) => void;
}) {
  const money = useMoney();
  const schema = useMemo(() => documentSchema(kind, money.decimals), [kind, money.decimals]);
  const form = useForm<DocumentFormValues>({
    resolver: zodResolver(schema) as Resolver<DocumentFormValues>,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { control, formState } = form;
  const watched = useWatch({ control }) as DocumentFormValues;
  const totals = documentTotals(watched, money.decimals);
  const submit = (approve: boolean) => form.handleSubmit((values) => onSubmit(values, approve));
  const itemsError = formState.errors.items?.root?.message ?? formState.errors.items?.message;

  return (
    <form onSubmit={submit(false)} noValidate aria-label={kind === 'invoice' ? 'Invoice' : 'Quotation'}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="md">
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <CustomerField form={form} />
                <Group grow align="flex-start">
                  <Controller
                    control={control}
                    name="date"
                    render={({ field, fieldState }) => (
                      <IsoDateInput label="Date" withAsterisk value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
                    )}
                  />
                  <Controller
                    control={control}
                    name="dueDate"
                    render={({ field, fieldState }) => (
                      <IsoDateInput
                        label={kind === 'invoice' ? 'Due date' : 'Valid until'}
                        withAsterisk={kind === 'invoice'}
                        clearable={kind === 'quotation'}
                        value={field.value}
                        onChange={field.onChange}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </Group>
              </Stack>
            </Paper>

            <Paper withBorder p="md" radius="md">
              <Title order={4} mb="sm">
                Items
              </Title>
              <DocumentLines form={form} lineTotals={totals.lineTotals} />
              {itemsError && (
                <Text c="red" size="sm" mt="xs">
                  {itemsError}
                </Text>
              )}
            </Paper>

            <AdjustmentsCard control={control} />

            <Paper withBorder p="md" radius="md">
              <Controller
                control={control}
                name="notes"
                render={({ field, fieldState }) => (
                  <Textarea
                    label="Notes (optional)"
                    description={`Shown to the customer on the ${kind}`}
                    autosize
                    minRows={2}
                    {...field}
                    error={fieldState.error?.message}
                  />
                )}
              />
            </Paper>
          </Stack>
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md" style={{ position: 'sticky', top: 80 }}>
            <TotalsPanel totals={totals} />
            {error && (
              <Alert color="red" variant="light" title="Not saved">
                {error}
              </Alert>
            )}
            {kind === 'invoice' && approved ? (
              <Button type="submit" size="md" fullWidth loading={submitting}>
                Save changes
              </Button>
            ) : kind === 'invoice' ? (
              <>
                <Button size="md" fullWidth onClick={submit(true)} loading={submitting}>
                  Approve
                </Button>
                <Button type="submit" size="md" variant="default" fullWidth loading={submitting}>
                  Save draft
                </Button>
              </>
            ) : (
              <Button type="submit" size="md" fullWidth loading={submitting}>
                Save quotation
              </Button>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </form>
  );
}

/** The customer, searched on the server as the owner types, with "New customer" to add one on the spot. */
function CustomerField({ form }: { form: UseFormReturn<DocumentFormValues> }) {
  const chosen = { id: form.watch('entity'), name: form.watch('entityName') };
  const [search, setSearch] = useState(chosen.name);
  const [debounced] = useDebouncedValue(search, 250);
  const customers = useQuery(customersQuery(debounced === chosen.name ? '' : debounced));
  const createCustomer = useCreateCustomer();
  const [newCustomer, setNewCustomer] = useState<{ name: string; email: string } | null>(null);
  const found = (customers.data ?? []).filter((customer) => customer.id !== chosen.id);
  const data = [
    ...(chosen.id ? [{ value: chosen.id, label: chosen.name }] : []),
    ...found.map((customer) => ({ value: customer.id, label: customer.email ? `${customer.fullName} (${customer.email})` : customer.fullName })),
  ];
  const openNewCustomer = () => setNewCustomer({ name: search === chosen.name ? '' : search, email: '' });
  const pick = (id: string, name: string) => {
    form.setValue('entity', id, { shouldValidate: form.formState.isSubmitted });
    form.setValue('entityName', name);
    setSearch(name);
  };

  return (
    <>
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <Controller
          control={form.control}
          name="entity"
          render={({ fieldState }) => (
            <Select
              label="Customer"
              withAsterisk
              placeholder="Search customers"
              searchable
              data={data}
              value={chosen.id || null}
              searchValue={search}
              onSearchChange={setSearch}
              filter={serverFiltered}
              onChange={(id) => {
                const customer = customers.data?.find((c) => c.id === id);
                if (customer) pick(customer.id, customer.fullName);
                else if (!id) pick('', '');
              }}
              error={fieldState.error?.message ?? (customers.error ? `Customers could not be searched: ${customers.error.message}` : undefined)}
              nothingFoundMessage={searchMessage(debounced, customers.isFetching, 'No customer found')}
              style={{ flex: 1, minWidth: 0 }}
            />
          )}
        />
        {/* On a phone the icon alone, so the customer's name keeps the width. */}
        <Button variant="default" leftSection={<IconUserPlus size={16} />} onClick={openNewCustomer} visibleFrom="xs">
          New customer
        </Button>
        <ActionIcon variant="default" size={36} aria-label="New customer" onClick={openNewCustomer} hiddenFrom="xs">
          <IconUserPlus size={18} />
        </ActionIcon>
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
                    pick(result.data.id, newCustomer.name);
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
    </>
  );
}

/** "Add a product or service" and the lines, which stack as cards on a phone (styles.css, .lines-table). */
function DocumentLines({ form, lineTotals }: { form: UseFormReturn<DocumentFormValues>; lineTotals: readonly string[] }) {
  const money = useMoney();
  const { control } = form;
  const lines = useFieldArray({ control, name: 'items' });
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const products = useQuery(productsQuery(debounced));

  return (
    <Stack gap="sm">
      <Select
        label="Add a product or service"
        placeholder="Search the catalogue"
        searchable
        data={(products.data ?? []).map((product) => ({ value: product.id, label: `${product.name} · ${money.format(product.sellingPrice)}` }))}
        value={null}
        searchValue={search}
        onSearchChange={setSearch}
        filter={serverFiltered}
        nothingFoundMessage={searchMessage(debounced, products.isFetching, 'No product or service matches')}
        error={products.error ? `The catalogue could not be searched: ${products.error.message}` : undefined}
        onChange={(id) => {
          const product = products.data?.find((p) => p.id === id);
          if (!product) return;
          lines.append({ product: product.id, name: product.name, quantity: '1', price: product.sellingPrice });
          setSearch('');
          if (form.formState.isSubmitted) void form.trigger('items');
        }}
      />
      {lines.fields.length === 0 ? (
        <Text c="dimmed" size="sm" ta="center" py="md">
          No lines yet: add a product or service above.
        </Text>
      ) : (
        <Table verticalSpacing="xs" aria-label="Items" className="lines-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Product or service</Table.Th>
              <Table.Th w={110}>Quantity</Table.Th>
              <Table.Th w={160}>Unit price</Table.Th>
              <Table.Th w={140} ta="right">
                Total
              </Table.Th>
              <Table.Th w={44} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.fields.map((line, index) => (
              <Table.Tr key={line.id}>
                <Table.Td className="line-wide">
                  <Text size="sm" fw={500}>
                    {line.name}
                  </Text>
                </Table.Td>
                <Table.Td data-label="Quantity" valign="top">
                  <Controller
                    control={control}
                    name={`items.${index}.quantity`}
                    render={({ field, fieldState }) => (
                      <TextInput aria-label={`Quantity, line ${index + 1}`} inputMode="decimal" {...field} error={fieldState.error?.message} />
                    )}
                  />
                </Table.Td>
                <Table.Td data-label="Unit price" valign="top">
                  <Controller
                    control={control}
                    name={`items.${index}.price`}
                    render={({ field, fieldState }) => (
                      <TextInput
                        aria-label={`Price, line ${index + 1}`}
                        inputMode="decimal"
                        leftSection={money.symbol}
                        placeholder={(0).toFixed(money.decimals)}
                        styles={{ input: { textAlign: 'right' } }}
                        {...field}
                        error={fieldState.error?.message}
                      />
                    )}
                  />
                </Table.Td>
                <Table.Td data-label="Total" ta="right" style={{ whiteSpace: 'nowrap' }} data-testid={`line-total-${index}`}>
                  {money.format(lineTotals[index] ?? '0')}
                </Table.Td>
                <Table.Td className="line-actions">
                  <RemoveLineButton label={`Remove ${line.name}`} onClick={() => lines.remove(index)} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Stack>
  );
}
