// PriceAdjustment (spec 001 §2, owner or admin only): new cost and selling prices for many
// products or services at once, kept as drafts while the owner pages and searches, and saved in
// one POST /inventories/price-update. A price posts nothing to the books.

import { Button, Group, Paper, SegmentedControl, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataTable, type Column } from '../../../components/data-table.js';
import { PageHeader } from '../../../components/page-header.js';
import type { ApiError } from '../../../lib/api-client.js';
import { readDecimal } from '../../../lib/decimal-input.js';
import { useMoney } from '../../../lib/money-context.js';
import { PAGE_SIZE, useProducts, useUpdatePrices, type ItemType, type PriceChange, type Product } from '../api/catalogue.api.js';
import { cataloguePaths } from '../paths.js';

type PriceField = 'buyingPrice' | 'sellingPrice';
/** The prices typed for one item, as typed. */
type Draft = Partial<Record<PriceField, string>>;
interface Drafted {
  item: Product;
  draft: Draft;
}

const MESSAGES: Record<PriceField, string> = { buyingPrice: 'Please enter your buying price', sellingPrice: 'Please enter your selling price' };

/** What is wrong with a typed price, if anything (a selling price may not be blank; a cost price may). */
export function priceProblem(field: PriceField, text: string): string | undefined {
  if (field === 'buyingPrice' && text.trim() === '') return undefined;
  if (field === 'sellingPrice' && text.trim() === '') return 'Selling price is required';
  return readDecimal(text) ? undefined : MESSAGES[field];
}

/** The drafts that change something, as the API takes them (only the prices that differ). */
export function priceChanges(drafts: Iterable<Drafted>): PriceChange[] {
  const changes: PriceChange[] = [];
  for (const { item, draft } of drafts) {
    const change: PriceChange = { _id: item._id };
    for (const field of ['buyingPrice', 'sellingPrice'] as const) {
      const typed = draft[field];
      if (typed === undefined) continue;
      const value = readDecimal(typed);
      const current = readDecimal(item[field] ?? '');
      if (value && !(current && value.eq(current))) change[field] = value.toString();
    }
    if (change.buyingPrice !== undefined || change.sellingPrice !== undefined) changes.push(change);
  }
  return changes;
}

export function PriceAdjustmentPage() {
  const money = useMoney();
  const [type, setType] = useState<ItemType>('PRODUCT');
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const list = useProducts(type, page, q);
  const save = useUpdatePrices();
  const [drafts, setDrafts] = useState<Map<string, Drafted>>(new Map());
  const [serverErrors, setServerErrors] = useState<Map<string, string>>(new Map());

  const setPrice = (item: Product, field: PriceField, text: string) =>
    setDrafts((current) => {
      const next = new Map(current);
      next.set(item._id, { item, draft: { ...next.get(item._id)?.draft, [field]: text } });
      return next;
    });

  const changes = useMemo(() => priceChanges(drafts.values()), [drafts]);
  const invalid = [...drafts.values()].some(({ draft }) =>
    (['buyingPrice', 'sellingPrice'] as const).some((field) => draft[field] !== undefined && priceProblem(field, draft[field]!)),
  );

  const submit = async () => {
    setServerErrors(new Map());
    try {
      const answer = await save.mutateAsync(changes);
      notifications.show({ color: 'green', message: answer.message ?? `${changes.length} price${changes.length === 1 ? '' : 's'} updated` });
      setDrafts(new Map());
    } catch (error) {
      const failure = error as ApiError;
      // The server names `products[i].sellingPrice`: show it on that item's row.
      const byItem = new Map<string, string>();
      for (const field of failure.errors ?? []) {
        const index = /^products\[(\d+)\]/.exec(field.field)?.[1];
        const change = index === undefined ? undefined : changes[Number(index)];
        if (change) byItem.set(change._id, field.message);
      }
      setServerErrors(byItem);
      notifications.show({ color: 'red', message: failure.message });
    }
  };

  const priceColumn = (field: PriceField, header: string): Column<Product> => ({
    id: field,
    header,
    meta: { align: 'right' },
    cell: ({ row }) => {
      const item = row.original;
      const typed = drafts.get(item._id)?.draft[field];
      const value = typed ?? item[field] ?? '';
      const problem = typed === undefined ? undefined : priceProblem(field, typed);
      const changed = typed !== undefined && !problem && !readDecimal(typed)!.eq(readDecimal(item[field] ?? '') ?? -1);
      return (
        <TextInput
          aria-label={`${header} of ${item.name}`}
          inputMode="decimal"
          leftSection={money.symbol}
          value={value}
          onChange={(event) => setPrice(item, field, event.currentTarget.value)}
          error={problem}
          w={{ base: '100%', xs: 170 }}
          ml="auto"
          styles={{ input: { textAlign: 'right', fontWeight: changed ? 600 : undefined } }}
        />
      );
    },
  });

  const columns: Column<Product>[] = [
    {
      accessorKey: 'name',
      header: type === 'PRODUCT' ? 'Product' : 'Service',
      meta: { wide: true },
      cell: ({ row }) => (
        <Stack gap={0}>
          <Text size="sm" fw={500}>
            {row.original.name}
          </Text>
          <Text size="xs" c="dimmed">
            {row.original.sku}
            {serverErrors.has(row.original._id) && (
              <Text span c="red" size="xs">
                {' '}
                · {serverErrors.get(row.original._id)}
              </Text>
            )}
          </Text>
        </Stack>
      ),
    },
    ...(type === 'PRODUCT' ? [priceColumn('buyingPrice', 'Cost price')] : []),
    priceColumn('sellingPrice', type === 'PRODUCT' ? 'Selling price' : 'Unit price'),
  ];

  return (
    <Stack>
      <PageHeader
        trail={[{ label: 'Products & Services', to: cataloguePaths.hub }]}
        title="Price adjustment"
        description="New cost and selling prices for many items at once. Prices post nothing to the books."
      />
      <Paper withBorder radius="md" p="md">
        <Stack>
          <Group justify="space-between" wrap="wrap">
            <SegmentedControl
              value={type}
              onChange={(value) => {
                setType(value as ItemType);
                setPage(1);
              }}
              data={[
                { value: 'PRODUCT', label: 'Products' },
                { value: 'SERVICE', label: 'Services' },
              ]}
            />
            <TextInput
              aria-label="Search"
              placeholder="Search by name, SKU or barcode"
              leftSection={<IconSearch size={16} />}
              value={search}
              onChange={(event) => {
                setSearch(event.currentTarget.value);
                setPage(1);
              }}
              w={{ base: '100%', sm: 320 }}
            />
          </Group>
          <DataTable
            label="Prices"
            columns={columns}
            rows={list.data?.data}
            loading={list.isFetching && !list.data}
            error={list.error}
            onRetry={() => void list.refetch()}
            empty={q ? `Nothing matches “${q}”.` : type === 'PRODUCT' ? 'No products yet.' : 'No services yet.'}
            page={page}
            total={list.data?.total}
            pageSize={PAGE_SIZE}
            onPage={setPage}
            rowKey={(item) => item._id}
            minWidth={type === 'PRODUCT' ? 620 : 460}
            stackOnPhone
          />
        </Stack>
      </Paper>
      <Paper withBorder radius="md" p="md" pos="sticky" bottom={16} style={{ zIndex: 2 }}>
        <Group justify="space-between">
          <Text size="sm" c={changes.length ? undefined : 'dimmed'}>
            {changes.length === 0
              ? 'Type new prices in the list; changes are kept while you page and search.'
              : `${changes.length} item${changes.length === 1 ? '' : 's'} with new prices`}
          </Text>
          <Group>
            <Button variant="default" disabled={drafts.size === 0} onClick={() => (setDrafts(new Map()), setServerErrors(new Map()))}>
              Discard
            </Button>
            <Button onClick={() => void submit()} disabled={changes.length === 0 || invalid} loading={save.isPending}>
              Save prices
            </Button>
          </Group>
        </Group>
      </Paper>
    </Stack>
  );
}
